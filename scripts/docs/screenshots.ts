import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { launchBrowser } from '../../tests/support/browser'
import { copyOfContent, startDevServer } from '../../tests/support/dev-server'

/**
 * Rebuilds the pictures of docs/images/ from `npm run dev` on a copy of the content: a city page
 * beside its YAML, the error overlay, and the block catalogue. Run: npm run docs:screenshots
 */
const OUT = 'docs/images'
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')

const root = copyOfContent()
const server = await startDevServer(root)
const browser = await launchBrowser()
try {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } })
  await context.addInitScript(() => sessionStorage.setItem('exit_intent_shown', 'true'))
  const page = await context.newPage()

  await page.goto(`${server.url}/miami`, { timeout: 120_000 })
  const shot = (await page.screenshot()).toString('base64')
  const yaml = readFileSync(join(root, 'content/pages/miami.yaml'), 'utf8').split('\n').slice(0, 40)
  const side = await context.newPage()
  await side.setViewportSize({ width: 1800, height: 900 })
  await side.setContent(`<body style="margin:0;display:flex;background:#0b1220">
    <img style="width:1100px;height:900px" src="data:image/png;base64,${shot}">
    <pre style="margin:0;padding:16px;font:13px/1.55 monospace;color:#e2e8f0;overflow:hidden">${escapeHtml(yaml.join('\n'))}</pre></body>`)
  await side.screenshot({ path: join(OUT, 'city-page-and-yaml.png') })

  const file = join(root, 'content/pages/miami.yaml')
  const original = readFileSync(file, 'utf8')
  writeFileSync(file, original.replace('region: Miami-Dade', 'region: "Miami-Dade'))
  await page.waitForSelector('vite-error-overlay', { timeout: 60_000 })
  await page.screenshot({ path: join(OUT, 'error-overlay.png') })
  writeFileSync(file, original)
  await page.waitForSelector('vite-error-overlay', { state: 'detached', timeout: 60_000 })
  await page.waitForSelector('h1', { timeout: 60_000 })

  await page.setViewportSize({ width: 1400, height: 1000 })
  await page.goto(`${server.url}/_blocks#faq`, { timeout: 120_000 })
  await page.screenshot({ path: join(OUT, 'block-catalogue.png') })
  console.log(`Wrote 3 pictures to ${OUT}/`)
} finally {
  await browser.close()
  server.close()
}
