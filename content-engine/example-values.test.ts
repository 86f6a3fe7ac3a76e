import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { formatIssue } from './issues'
import { loadContent } from './load'
import { HEADER, fixtureRoot, validMeta } from './fixtures/fixture-root'

const page = `${HEADER(2)}\n${validMeta}\nblocks:\n  - { type: hero, title: Hello }\n`
const fixtureSite = readFileSync(new URL('./fixtures/site.yaml', import.meta.url), 'utf8')
const lines = (site: string) =>
  loadContent(fixtureRoot({ 'content/pages/index.yaml': page }, site))
    .issues.map(formatIssue)
    .sort()

describe('example contact values in site.yaml', () => {
  it('are refused at their position unless the site is marked as a demo', () => {
    expect(lines(fixtureSite.replace('demo: true\n', ''))).toEqual([
      'content/site.yaml:3:7  host: "https://www.example.com" is an example value: set the business\'s own, or mark the site as "demo: true"',
      'content/site.yaml:4:41  phone.e164: "+18005550100" is an example value: set the business\'s own, or mark the site as "demo: true"',
      'content/site.yaml:5:8  email: "team@example.com" is an example value: set the business\'s own, or mark the site as "demo: true"',
    ])
  })
})
