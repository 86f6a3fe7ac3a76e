import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { formatIssue } from './issues'
import { loadContent } from './load'
import { HEADER, fixtureRoot, validMeta } from './fixtures/fixture-root'

const heroPage = (hero: string) =>
  `${HEADER(2)}\n${validMeta}\nblocks:\n  - type: hero\n${hero}\n    intro: Hello there.\n`

const problems = (hero: string) =>
  loadContent(fixtureRoot({ 'content/pages/index.yaml': heroPage(hero) })).issues.map(formatIssue)

describe('a # that cuts an unquoted text short', () => {
  it('is reported at the #, with the whole text in quotes', () => {
    expect(problems('    title: We are #1 in help')).toEqual([
      'content/pages/index.yaml:8:19  `#` starts a comment here, so the text after it is dropped: put the whole text in quotes ("We are #1 in help")',
    ])
  })

  it('is reported inside a list item and after other words', () => {
    expect(problems('    title: Welcome\n    points:\n      - 5 stars! #1 choice')).toEqual([
      'content/pages/index.yaml:10:18  `#` starts a comment here, so the text after it is dropped: put the whole text in quotes ("5 stars! #1 choice")',
    ])
  })

  it('is reported inside a flow list, with the text to the end of its item', () => {
    expect(problems('    title: Welcome\n    points: [Fast, We are #1 here]')).toEqual([
      'content/pages/index.yaml:9:27  `#` starts a comment here, so the text after it is dropped: put the whole text in quotes ("We are #1 here")',
    ])
  })

  it('is reported in site.yaml too, where it would cut the brand on every page', () => {
    const site = readFileSync(new URL('./fixtures/site.yaml', import.meta.url), 'utf8')
    const cut = site.replace('brand: Test Brand', 'brand: Test Brand #1 in help')
    const root = fixtureRoot({ 'content/pages/index.yaml': heroPage('    title: Welcome') }, cut)
    expect(loadContent(root).issues.map(formatIssue)).toEqual([
      'content/site.yaml:2:19  `#` starts a comment here, so the text after it is dropped: put the whole text in quotes ("Test Brand #1 in help")',
    ])
  })

  it('leaves whole-line comments, comments written as such and quoted texts alone', () => {
    const hero = [
      '    # a note for the next writer',
      '    title: Welcome # shown in the hero',
      '    badge: { text: "#1 in help" }',
      '    points: [One, Two] #list',
    ].join('\n')
    expect(problems(hero)).toEqual([])
  })
})
