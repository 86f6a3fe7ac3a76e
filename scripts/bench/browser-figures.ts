import { execFileSync } from 'node:child_process'
import { launchBrowser } from '../../tests/support/browser'
import { siteContent, startSite } from '../../tests/support/site'
import { measurePage, type PageWeight } from './page-weight'

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7)

function printWeights(weights: PageWeight[]) {
  console.log('\nJavaScript per route (desktop 1280x900): before any interaction, then once the')
  console.log('first island has hydrated; CSS before interaction.')
  console.log('route'.padEnd(46) + 'JS gz KB  after island  CSS gz KB  longest task ms')
  for (const w of weights)
    console.log(
      w.route.padEnd(46) +
        `${kb(w.js.gzip)}   ${w.jsAfterIsland ? kb(w.jsAfterIsland.gzip) : '      –'}      ` +
        `${kb(w.css.gzip)}   ${String(w.longestTaskMs).padStart(6)}`,
    )
  const maxJs = weights.reduce((a, b) => (b.js.gzip > a.js.gzip ? b : a))
  console.log(
    `largest JS before interaction: ${maxJs.route} ${kb(maxJs.js.gzip).trim()} KB gzip (budget: 30 KB)`,
  )
}

/** Page weights of every route of the site's build in dist/, served by the real server. */
export async function printPageWeights() {
  const { pages } = siteContent()
  const [server, browser] = await Promise.all([startSite(), launchBrowser()])
  try {
    const weights: PageWeight[] = []
    for (const page of pages) weights.push(await measurePage(browser, server.url, page.route))
    printWeights(weights)
  } finally {
    await browser.close()
    await server.close()
  }
}

/** The dev server on a content root: edits of /chicago's YAML file until the browser has them. */
const EDITS = {
  text: 'edit of a sentence of /chicago',
  region: 'edit of the region /chicago declares',
  site: 'edit of the brand in site.yaml',
}

function printDevReload(root: string, kind: keyof typeof EDITS) {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench/dev-reload.ts', root, '5', kind],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 },
  )
  // vike logs its requests on the same output, even right before the figures: a JSON array.
  const at = out.lastIndexOf('[{"html"')
  if (at < 0) throw new Error(`dev-reload.ts printed no figures:\n${out.slice(-2000)}`)
  const runs = JSON.parse(out.slice(at).split('\n', 1)[0]!) as {
    html: number
    domContentLoaded: number
  }[]
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  console.log(
    `dev server, ${EDITS[kind]}, until the browser has /chicago's new HTML: median ${median(runs.map((r) => r.html)).toFixed(0)} ms ` +
      `(DOMContentLoaded ${median(runs.map((r) => r.domContentLoaded)).toFixed(0)} ms; runs ${runs.map((r) => r.html.toFixed(0)).join(', ')})`,
  )
}

export function printDevReloads(root: string) {
  for (const kind of ['text', 'region', 'site'] as const) printDevReload(root, kind)
}
