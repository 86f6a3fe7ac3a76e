import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { useSiteInBrowser } from '../support/session'
import { eventually } from '../islands/support'
import { openAt, sizes, type SizeName } from './support'

const env = useSiteInBrowser()

/**
 * One tab per size for the whole file (a new browser context costs more than the page it shows):
 * each test loads its page afresh in it, by way of a blank page so that no load is a jump within
 * the page already shown.
 */
const tabs = new Map<SizeName, Page>()
afterAll(() => Promise.all([...tabs.values()].map((page) => page.context().close())))
async function open(route: string, size: SizeName): Promise<Page> {
  let page = tabs.get(size)
  if (page) await page.goto('about:blank')
  else tabs.set(size, (page = await openAt(env.browser, 'about:blank', size)))
  await page.goto(env.server.url + route, { waitUntil: 'load' })
  return page
}

/** Number of lines the text of each element matched by `selector` runs to (icons aside). */
const lineCounts = (page: Page, selector: string) =>
  page.$$eval(selector, (elements) =>
    elements.map((element) => {
      const bottoms = new Set<number>()
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent!.trim()) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const rect of range.getClientRects()) bottoms.add(Math.round(rect.bottom))
      }
      return bottoms.size
    }),
  )

/** Every numeric range (24-48, 80-90%) in the page's text that is split across two lines. */
const brokenRanges = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = []
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      for (const match of node.textContent!.matchAll(/\d+-\d+/g)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
        if (tops.size > 1) broken.push(match[0])
      }
    return broken
  })

describe.each(Object.keys(sizes) as SizeName[])('layout at the %s size', (size) => {
  it('home: statistic figures on one line, labels on at most two; card titles on at most two', async () => {
    const page = await open('/', size)
    const figures = await lineCounts(page, 'main dl dd')
    expect(figures.length).toBeGreaterThanOrEqual(6)
    expect(figures.every((lines) => lines === 1)).toBe(true)
    expect((await lineCounts(page, 'main dl dt')).every((lines) => lines <= 2)).toBe(true)
    const titles = await lineCounts(page, 'main h3')
    expect(
      titles.every((lines) => lines <= 2),
      String(titles),
    ).toBe(true)
  })

  it.each(['/', '/services/auction-delay', '/how-it-works', '/stop-foreclosure-fast'])(
    '%s: no numeric range breaks after its hyphen',
    async (route) => {
      const page = await open(route, size)
      expect(await brokenRanges(page)).toEqual([])
    },
  )

  it('an anchor target lands below the sticky header', async () => {
    const page = await open('/stop-foreclosure-fast#equity-calculator', size)
    await page.evaluate(() => document.getElementById('equity-calculator')!.scrollIntoView())
    const [headerBottom, targetTop] = await page.evaluate(() => [
      document.querySelector('header')!.getBoundingClientRect().bottom,
      document.getElementById('equity-calculator')!.getBoundingClientRect().top,
    ])
    expect(targetTop).toBeGreaterThanOrEqual(headerBottom)
  })
})

describe('layout on a phone', () => {
  it('the field that failed validation is shown below the sticky header', async () => {
    const page = await open('/contact', 'phone')
    const send = page.getByRole('button', { name: 'Send Message' })
    await send.scrollIntoViewIfNeeded()
    await eventually(() => send.isEnabled()).toBe(true)
    const name = page.getByLabel('Full Name')
    // The empty name field is just above the top edge when Send is pressed.
    await name.evaluate((field) => {
      document.documentElement.style.scrollBehavior = 'auto'
      window.scrollBy(0, field.getBoundingClientRect().bottom + 10)
    })
    await send.click()
    await eventually(() => name.evaluate((field) => field === document.activeElement)).toBe(true)
    const [headerBottom, fieldTop] = await name.evaluate((field) => [
      document.querySelector('header')!.getBoundingClientRect().bottom,
      field.getBoundingClientRect().top,
    ])
    expect(fieldTop).toBeGreaterThanOrEqual(headerBottom)
  })

  it('the emergency process circles are wholly inside the viewport', async () => {
    const page = await open('/stop-foreclosure-fast', 'phone')
    const boxes = await page.$$eval('main ol > li > span[aria-hidden="true"]', (circles) =>
      circles.map((circle) => circle.getBoundingClientRect()),
    )
    expect(boxes.length).toBeGreaterThanOrEqual(4)
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0)
      expect(box.right).toBeLessThanOrEqual(sizes.phone.width)
    }
  })

  it('every footer link is a tap target of at least 44 × 44 px', async () => {
    const page = await open('/chicago', 'phone')
    const small = await page.$$eval('footer a', (links) =>
      links
        .map((link) => ({ text: link.textContent, box: link.getBoundingClientRect() }))
        .filter(({ box }) => box.height < 44 || box.width < 44)
        .map(({ text, box }) => `${text} ${Math.round(box.width)}×${Math.round(box.height)}`),
    )
    expect(small).toEqual([])
  })

  it('a city hero shows its buttons and promises on the first screen, the intro below', async () => {
    const page = await open('/chicago', 'phone')
    const hero = page.locator('main section').first()
    for (const name of [/emergency help/i, /call/i]) {
      const box = (await hero.getByRole('link', { name }).boundingBox())!
      expect(box.y + box.height).toBeLessThanOrEqual(sizes.phone.height)
    }
    expect(await hero.locator('li').count()).toBeGreaterThanOrEqual(3)
    expect(await hero.locator('p').count()).toBe(0) // the intro follows the hero
  })
})

describe('place names', () => {
  const bordered = (page: Page, selector: string) =>
    page.$$eval(selector, (items) =>
      items.map((item) => ({
        text: item.textContent.trim(),
        link: item.tagName === 'A',
        boxed: parseFloat(getComputedStyle(item).borderTopWidth) > 0,
      })),
    )

  it('neighbourhoods, which are not links, are not drawn as boxes', async () => {
    const page = await open('/chicago', 'wide')
    const section = page.locator('section', {
      has: page.getByRole('heading', { name: 'Areas We Serve' }),
    })
    const items = await section
      .locator('li')
      .evaluateAll((lis) => lis.map((li) => parseFloat(getComputedStyle(li).borderTopWidth)))
    expect(items.length).toBeGreaterThanOrEqual(16)
    expect(items.every((width) => width === 0)).toBe(true)
    expect(await section.locator('a').count()).toBe(0)
  })

  it('on a state page only linked cities are boxes', async () => {
    const page = await open('/california', 'wide')
    const chips = await bordered(page, 'main section ul > li > a, main section ul > li > span')
    const cities = chips.filter((chip) => chip.text.length > 0)
    expect(cities.some((chip) => chip.link)).toBe(true)
    expect(cities.some((chip) => !chip.link)).toBe(true)
    for (const chip of cities) expect(chip.boxed, chip.text).toBe(chip.link)
  })
})

describe('not-found page', () => {
  it('offers the phone number and the main pages besides the way home', async () => {
    const page = await open('/no-such-page', 'phone')
    const main = page.locator('main')
    expect(await main.locator('a[href^="tel:"][data-context="not-found"]').count()).toBe(1)
    for (const href of ['/', '/services', '/contact'])
      expect(await main.locator(`a[href="${href}"]`).count()).toBeGreaterThan(0)
  })
})

describe('calculator', () => {
  it('formats amounts while typing, greys out Calculate until both are set, sits beside its result', async () => {
    const page = await open('/services/cash-out-financing', 'wide')
    const island = page.locator('[data-island="calculator"]')
    await island.scrollIntoViewIfNeeded()
    await eventually(() => island.getAttribute('data-hydrated')).toBe('true')
    const calculate = island.getByRole('button', { name: 'Calculate', exact: true })
    const background = () => calculate.evaluate((el) => getComputedStyle(el).backgroundColor)
    const disabledLook = await background()
    const home = island.getByLabel(/home value/i)
    await home.pressSequentially('450000')
    expect(await home.inputValue()).toBe('$450,000')
    await island.getByLabel(/mortgage balance/i).pressSequentially('250000')
    await eventually(() => calculate.isEnabled()).toBe(true)
    expect(await background()).not.toBe(disabledLook)
    await calculate.click()
    await eventually(() => island.getByTestId('available-equity').textContent()).toBe('$110,000')
    const fields = (await home.boundingBox())!
    const result = (await island.getByTestId('available-equity').boundingBox())!
    expect(result.x).toBeGreaterThan(fields.x + fields.width)
    expect(await home.isVisible()).toBe(true)
  })
})
