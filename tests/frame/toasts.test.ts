import { describe, expect, it } from 'vitest'
import { useSiteInBrowser } from '../support/session'
import { eventually, fakeApi } from '../islands/support'
import { openAt, sizes, type SizeName } from './support'

const env = useSiteInBrowser()

describe.each(Object.keys(sizes) as SizeName[])('toasts at the %s size', (size) => {
  it('a repeated failed send shows one toast, clear of the form', async () => {
    const page = await openAt(env.browser, env.server.url + '/contact', size)
    await fakeApi(page, 'messages', { status: 500 })
    const island = page.locator('[data-island="contact-form"]')
    await island.scrollIntoViewIfNeeded()
    await eventually(() => island.getAttribute('data-hydrated')).toBe('true')
    await page.getByLabel('Full Name').fill('John Owner')
    await page.getByLabel('Phone Number').fill('+1 555 987 6543')
    await page.getByLabel('Email Address').fill('john@example.com')
    const send = page.getByRole('button', { name: 'Send Message' })
    const toasts = page.locator('[data-sonner-toast]')
    for (let attempt = 0; attempt < 3; attempt++) {
      await eventually(() => send.isEnabled()).toBe(true)
      await send.click()
      await eventually(() => toasts.count()).toBe(1)
    }
    await page.waitForTimeout(300)
    expect(await toasts.count()).toBe(1)
    const toast = (await toasts.first().boundingBox())!
    const button = (await send.boundingBox())!
    const overlaps =
      toast.x < button.x + button.width &&
      button.x < toast.x + toast.width &&
      toast.y < button.y + button.height &&
      button.y < toast.y + toast.height
    expect(overlaps).toBe(false)
    await page.context().close()
  })
})
