import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ClientConfig } from '../client-config'
import { openExitPopup } from '../popup/open-popup'
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
    dispatch(type: string, target: object) {
      const event = new Event(type)
      Object.defineProperty(event, 'target', { value: target })
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

  it('counts as shown for the session once a form is sent, not for a form that does not post', async () => {
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
})
