import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ClientConfig } from '../client-config'
import { openExitPopup } from '../popup/open-popup'
import { leadSent } from '../../blocks/shared/field-errors'
import { armExitIntent, SHOWN_KEY } from './exit-intent'

vi.mock('../popup/open-popup', () => ({ openExitPopup: vi.fn() }))

const config = { popup: { delaySeconds: 35, scrollPercent: 60 } } as ClientConfig

/** A page of 2,000 px in a 1,000 px window, with its session storage, as far as the rule reads it. */
function fakePage() {
  const storage = new Map<string, string>()
  const page = Object.assign(new EventTarget(), {
    scrollY: 0,
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    },
  })
  const document = Object.assign(new EventTarget(), {
    documentElement: { scrollHeight: 2000, clientHeight: 1000 },
  })
  vi.stubGlobal('window', page)
  vi.stubGlobal('document', document)
  return {
    storage,
    scrollTo(percent: number) {
      page.scrollY = percent * 10
      page.dispatchEvent(new Event('scroll'))
    },
    /** An event of the page whose target is `target` (as if it bubbled up from it). */
    dispatch(type: string, target: object, { prevented = false } = {}) {
      const event = new Event(type, { cancelable: true })
      Object.defineProperty(event, 'target', { value: target })
      // Taken by the target's own handler (an island's form), before it reaches the document.
      if (prevented) event.preventDefault()
      document.dispatchEvent(event)
    },
  }
}

async function popupOpened() {
  await vi.dynamicImportSettled()
  return vi.mocked(openExitPopup).mock.calls.length > 0
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.mocked(openExitPopup).mockClear()
})

describe('armExitIntent', () => {
  it('stays closed for the page view once the visitor types in a form field', async () => {
    const other = fakePage()
    armExitIntent(config)
    other.dispatch('input', { form: null }) // input outside a form does not count
    vi.advanceTimersByTime(35_000)
    expect(await popupOpened()).toBe(true)
    vi.mocked(openExitPopup).mockClear()

    const page = fakePage()
    armExitIntent(config)
    page.dispatch('input', { form: {} })
    vi.advanceTimersByTime(60_000)
    page.scrollTo(90)
    expect(await popupOpened()).toBe(false)
    // The next page of the session may still show it.
    expect(page.storage.has(SHOWN_KEY)).toBe(false)
  })

  it('counts as shown for the session once a form is posted, not for a form that does not post', async () => {
    const page = fakePage()
    armExitIntent(config)
    page.dispatch('submit', { method: 'get' })
    expect(page.storage.has(SHOWN_KEY)).toBe(false)
    page.dispatch('submit', { method: 'post' })
    expect(page.storage.get(SHOWN_KEY)).toBe('true')
    page.scrollTo(90)
    vi.advanceTimersByTime(60_000)
    expect(await popupOpened()).toBe(false)
  })

  it("counts an island's send only once its lead is sent, even after the visitor typed", async () => {
    const page = fakePage()
    armExitIntent(config)
    page.dispatch('input', { form: {} })
    // Taken by the island: refused by its phone check, or failed. Not a lead sent.
    page.dispatch('submit', { method: 'post' }, { prevented: true })
    expect(page.storage.has(SHOWN_KEY)).toBe(false)
    // The island's success: its form's event, as it bubbles up to the document.
    const form = Object.assign(new EventTarget(), { method: 'post' })
    form.addEventListener('lead-sent', (event) => page.dispatch(event.type, form))
    leadSent(form as unknown as HTMLFormElement)
    expect(page.storage.get(SHOWN_KEY)).toBe('true')
    expect(await popupOpened()).toBe(false)
  })

  it('stops listening to input once disarmed', () => {
    fakePage()
    armExitIntent(config)
    const clear = vi.spyOn(globalThis, 'clearTimeout')
    for (let key = 0; key < 5; key++) document.dispatchEvent(new Event('input'))
    expect(clear).toHaveBeenCalledTimes(0) // not typed in a form
    const typed = new Event('input')
    Object.defineProperty(typed, 'target', { value: { form: {} } })
    for (let key = 0; key < 5; key++) document.dispatchEvent(typed)
    expect(clear).toHaveBeenCalledTimes(1)
  })
})
