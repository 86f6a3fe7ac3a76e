import { describe, expect, it } from 'vitest'
import { formatIssue } from './issues'
import { loadContent } from './load'
import { HEADER, fixtureRoot, validMeta } from './fixtures/fixture-root'

const home = `${HEADER(2)}\n${validMeta}\nblocks:\n  - type: hero\n    title: Welcome home\n`
const problems = (files: Record<string, string>, site?: string) =>
  loadContent(fixtureRoot({ 'content/pages/index.yaml': home, ...files }, site)).issues.map(
    formatIssue,
  )

// An editor that saves by truncating then writing shows the file empty for a moment.
describe('an empty content file', () => {
  it.each(['', '\n\n', `${HEADER(2)}\n# to do later\n`])('is a page problem: %j', (text) => {
    expect(problems({ 'content/pages/tampa.yaml': text })).toEqual([
      'content/pages/tampa.yaml:1:1  the file is empty; a page holds "meta:" and "blocks:"',
    ])
  })

  it('is a site.yaml problem, reported alone', () => {
    expect(problems({}, '')).toEqual([
      'content/site.yaml:1:1  the file is empty; site.yaml holds the business\'s settings ("brand:", "phone:", "header:"…)',
    ])
  })
})
