import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { silentLogger } from '../../server/logger'
import { startServer } from '../../server/start-server'
import { CHROMIUM } from '../../tests/support/browser'
import { SITE_DIR } from '../../tests/support/site'

/**
 * Lighthouse 12 (mobile preset: simulated slow 4G and 4x CPU slowdown) on four routes of the
 * built site, served by the real server; prints the median of the runs per route.
 * `--site <dir>` measures another build (default dist/client), `--runs <n>` (default 3).
 */
const ROUTES = ['/', '/chicago', '/services/cash-out-financing', '/contact']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

interface Run {
  scores: number[]
  lcpMs: number
  tbtMs: number
  cls: number
}

/** Median of the runs that produced the figure (Lighthouse reports no LCP now and then). */
const median = (values: number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b)
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : NaN
}

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { categories, audits } = result.lhr
  return {
    scores: CATEGORIES.map((name) => Math.round((categories[name]?.score ?? 0) * 100)),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      site: { type: 'string', default: SITE_DIR },
      runs: { type: 'string', default: '3' },
    },
  })
  const runs = Number(values.runs)
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    siteDir: values.site,
    dataDir: mkdtempSync(join(tmpdir(), 'lighthouse-data-')),
    rateLimit: 10_000,
    logger: silentLogger,
  })
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  })
  console.log(`Lighthouse 12, mobile, median of ${runs} runs, site ${values.site}`)
  console.log(
    'route'.padEnd(32) + 'perf  a11y  best  seo   LCP ms  TBT ms  CLS    (LCP of each run)',
  )
  try {
    for (const route of ROUTES) {
      const results: Run[] = []
      for (let i = 0; i < runs; i++) results.push(await audit(server.url + route, chrome.port))
      const scores = CATEGORIES.map((_, i) => median(results.map((r) => r.scores[i]!)))
      const lcp = median(results.map((r) => r.lcpMs))
      const tbt = median(results.map((r) => r.tbtMs))
      const cls = median(results.map((r) => r.cls))
      console.log(
        route.padEnd(32) +
          scores.map((s) => String(s).padEnd(6)).join('') +
          `${lcp.toFixed(0).padStart(6)}  ${tbt.toFixed(0).padStart(6)}  ${cls.toFixed(3)}  ` +
          `(${results.map((r) => r.lcpMs.toFixed(0)).join(', ')})`,
      )
    }
  } finally {
    chrome.kill()
    await server.close()
  }
}

await main()
