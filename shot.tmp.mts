import { chromium } from 'playwright-core'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox'] })
const p = await b.newPage({ viewport: { width: 1400, height: 1000 } })
await p.goto('file://' + process.cwd() + '/' + process.argv[2])
if (process.argv[4]) await p.locator(process.argv[4]).first().scrollIntoViewIfNeeded()
await p.screenshot({ path: process.argv[3] })
console.log(await p.locator('[data-catalogue-block]').count())
await b.close()
