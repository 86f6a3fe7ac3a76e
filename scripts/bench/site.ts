import { execFileSync } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { launchBrowser } from '../../tests/support/browser'
import { siteContent, startSite } from '../../tests/support/site'
import { measurePage, type PageWeight } from './page-weight'

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7)

function printTable(weights: PageWeight[]) {
  console.log('\nBefore any interaction (desktop 1280x900, load + network idle):')
  console.log('route'.padEnd(46) + 'JS raw KB  JS gz KB  CSS raw KB  CSS gz KB  longest task ms')
  for (const w of weights)
    console.log(
      w.route.padEnd(46) +
        `${kb(w.js.raw)}   ${kb(w.js.gzip)}   ${kb(w.css.raw)}    ${kb(w.css.gzip)}   ${String(w.longestTaskMs).padStart(6)}`,
    )
}

async function main() {
  const started = performance.now()
  execFileSync('npx', ['vike', 'build'], { stdio: 'ignore' })
  const buildSeconds = (performance.now() - started) / 1000
  const { pages } = siteContent()

  const [server, browser] = await Promise.all([startSite(), launchBrowser()])
  const weights: PageWeight[] = []
  try {
    for (const page of pages) weights.push(await measurePage(browser, server.url, page.route))
  } finally {
    await browser.close()
    await server.close()
  }

  console.log(`pages: ${pages.length}`)
  console.log(
    `build: ${buildSeconds.toFixed(1)} s (vike build, including validation and prerender)`,
  )
  console.log(`pages per second: ${(pages.length / buildSeconds).toFixed(1)}`)
  printTable(weights)
  const maxJs = weights.reduce((a, b) => (b.js.gzip > a.js.gzip ? b : a))
  console.log(
    `\nlargest JS before interaction: ${maxJs.route} ${kb(maxJs.js.gzip).trim()} KB gzip (budget for pages without an island in view: 20 KB)`,
  )
  const chicago = weights.find((w) => w.route === '/chicago')
  if (chicago)
    console.log(
      `/chicago longest task on load: ${chicago.longestTaskMs} ms (target: none over 50 ms)`,
    )
}

await main()
