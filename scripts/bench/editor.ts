import { launchBrowser } from '../../tests/support/browser'
import { copyOfContent, startDevServer } from '../../tests/support/dev-server'

/**
 * `npm run bench:editor [edits]`: the page editor on a copy of the site's content, Chicago open in
 * Chromium. Each edit types "Also Houston" at the end of the intro (put back as it was between
 * edits); from the last keystroke, the time until the preview's page shows the words, and until
 * the fact-check message naming Houston shows under the field. Times are seen once per frame.
 */
const edits = Number(process.argv[2] ?? 12)
const WORDS = 'Also Houston'

declare global {
  interface Window {
    /** Resolves with the times from the next keydown until each text is shown. */
    measure: (words: string, city: string, errorId: string) => Promise<[number, number]>
    measured: Promise<[number, number]>
  }
}

// Plain JavaScript, as the browser runs it (the TypeScript runner would add helpers it lacks).
// The page may join the last two words with a no-break space.
const MEASURE = `window.measure = (words, city, errorId) => new Promise((resolve, reject) => {
  let shown, checked
  const timeout = setTimeout(() => reject(new Error(words + ' seen at ' + [shown, checked])), 20000)
  document.addEventListener('keydown', (event) => {
    const start = event.timeStamp
    const frame = document.querySelector('iframe[title="Page preview"]')
    const look = (now) => {
      const text = frame.contentDocument?.body?.textContent?.replace(/\\s+/g, ' ') ?? ''
      if (shown === undefined && text.includes(words)) shown = now - start
      const error = document.getElementById(errorId)?.textContent ?? ''
      if (checked === undefined && error.includes(city)) checked = now - start
      if (shown === undefined || checked === undefined) return requestAnimationFrame(look)
      clearTimeout(timeout)
      resolve([shown, checked])
    }
    requestAnimationFrame(look)
  }, { capture: true, once: true })
})`

const server = await startDevServer(copyOfContent())
const browser = await launchBrowser()
try {
  const page = await (
    await browser.newContext({ viewport: { width: 1280, height: 900 } })
  ).newPage()
  await page.goto(`${server.url}/_edit?file=content/pages/chicago.yaml`, { timeout: 120_000 })
  const preview = page.frameLocator('iframe[title="Page preview"]')
  await preview.locator('[data-edit-block]').first().waitFor({ timeout: 120_000 })
  const intro = page.getByRole('textbox', { name: /^Intro/ })
  const errorId = `${await intro.getAttribute('id')}__error`
  await page.evaluate(MEASURE)

  const rows: [number, number][] = []
  const original = await intro.inputValue()
  const gone = `!document.getElementById('${errorId}')?.textContent.includes('Houston') &&
    !(document.querySelector('iframe').contentDocument?.body?.textContent ?? '${WORDS}').includes('${WORDS}')`
  for (let n = 0; n <= edits; n++) {
    await intro.fill(original)
    await page.waitForFunction(gone, undefined, { timeout: 20_000 })
    await intro.focus()
    await page.keyboard.press('Control+End')
    await page.keyboard.type(` ${WORDS.slice(0, -1)}`, { delay: 20 })
    await page.evaluate(
      `void (window.measured = window.measure('${WORDS}', 'Houston', '${errorId}'))`,
    )
    await page.keyboard.type(WORDS.slice(-1))
    const [shown, checked] = await page.evaluate<[number, number]>('window.measured')
    // The first edit warms the server's caches up; it is not counted.
    if (n > 0) rows.push([shown, checked])
    const name = n === 0 ? 'warm-up' : `edit ${n}`
    console.log(`${name}: preview ${shown.toFixed(0)} ms, check ${checked.toFixed(0)} ms`)
  }
  const summary = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b)
    const middle = (sorted[(sorted.length - 1) >> 1]! + sorted[sorted.length >> 1]!) / 2
    return `median ${middle.toFixed(0)} ms, worst ${sorted.at(-1)!.toFixed(0)} ms`
  }
  console.log(`\n${rows.length} edits, from the last keystroke:`)
  console.log(`  preview shows the text:   ${summary(rows.map(([shown]) => shown))}`)
  console.log(`  fact check under field:   ${summary(rows.map(([, checked]) => checked))}`)
} finally {
  await browser.close()
  server.close()
}
