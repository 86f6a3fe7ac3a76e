import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import type { Page, Response } from 'playwright-core'
import { launchBrowser } from '../../tests/support/browser'

/**
 * `tsx scripts/bench/dev-reload.ts <content root> [edits] [text|region|site]`: the dev server on
 * that content, /chicago open in Chromium; each edit of a YAML file is timed until the browser has
 * the new HTML, and until that page's DOMContentLoaded (dev loads every module apart). A `text`
 * edit changes a sentence of chicago.yaml; a `region` edit changes the region it declares, which
 * other pages' checks read; a `site` edit changes the brand in site.yaml, which every page shows.
 */
const root = process.argv[2]!
const edits = Number(process.argv[3] ?? 5)
const kind = (['region', 'site'] as const).find((k) => k === process.argv[4]) ?? 'text'
/** Where the marker goes: after a sentence of the page's FAQ, the declared region, or the brand. */
const targets: Record<typeof kind, [file: string, after: string]> = {
  text: ['content/pages/chicago.yaml', 'anywhere in Chicagoland'],
  region: ['content/pages/chicago.yaml', 'region: Chicagoland'],
  site: ['content/site.yaml', 'brand: Keystone Home Rescue'],
}
const [editedFile, after] = targets[kind]
const edited = (text: string, marker: string) => text.replace(after, `${after} ${marker}`)
process.env.CONTENT_ROOT = root
const { dev } = await import('vike/api')

/** Milliseconds from the edit to the reloaded page's HTML holding it, and to its DOMContentLoaded. */
async function afterEdit(page: Page, file: string, text: string, marker: string) {
  const started = performance.now()
  let html: number | undefined
  let domContentLoaded: number | undefined
  let responded = 0
  const onResponse = (response: Response) => {
    if (response.request().isNavigationRequest()) responded = performance.now() - started
  }
  const onLoaded = () => {
    const [at, htmlAt] = [performance.now() - started, responded]
    void page.content().then((content) => {
      if (!content.includes(marker) || domContentLoaded !== undefined) return
      ;[html, domContentLoaded] = [htmlAt, at]
    })
  }
  page.on('response', onResponse).on('domcontentloaded', onLoaded)
  writeFileSync(file, edited(text, marker))
  while (domContentLoaded === undefined && performance.now() - started < 30_000)
    await new Promise((resolve) => setTimeout(resolve, 5))
  page.off('response', onResponse).off('domcontentloaded', onLoaded)
  if (html === undefined || domContentLoaded === undefined) throw new Error('the edit never showed')
  return { html, domContentLoaded }
}

const { viteServer } = await dev({
  viteConfig: { logLevel: 'silent', server: { port: 0, host: '127.0.0.1' } },
  startupLog: false,
})
const browser = await launchBrowser()
const file = join(root, editedFile)
const original = readFileSync(file, 'utf8')
if (edited(original, 'x') === original)
  throw new Error(`${editedFile} no longer holds the ${kind} this benchmark edits`)
try {
  const url = viteServer.resolvedUrls!.local[0]!.replace(/\/$/, '')
  const page = await browser.newPage()
  await page.goto(`${url}/chicago`)
  await page.waitForLoadState('networkidle')
  const times: { html: number; domContentLoaded: number }[] = []
  for (let i = 0; i < edits; i++)
    times.push(await afterEdit(page, file, original, `edit-${Date.now()}`))
  console.log(JSON.stringify(times))
} finally {
  writeFileSync(file, original)
  await browser.close()
  await viteServer.close()
}
