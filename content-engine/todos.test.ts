import { describe, expect, it } from 'vitest'
import { formatIssue } from './issues'
import { loadContent } from './load'
import { HEADER, fixtureRoot, validMeta } from './fixtures/fixture-root'
import { todoIssues } from './todos'

describe('TODO markers', () => {
  it('are each reported at file:line:col with what to fill in', () => {
    const text = `a:\n  b: "TODO: the county, e.g. Cook County"\n  c: [x, "TODO: a place"]\n`
    expect(todoIssues('a.yaml', text).map(formatIssue)).toEqual([
      'a.yaml:2:7  still to fill in: the county, e.g. Cook County',
      'a.yaml:3:11  still to fill in: a place',
    ])
  })

  it('make the content invalid, so check and build fail until they are filled', () => {
    const root = fixtureRoot({
      'content/pages/index.yaml': `${HEADER(2)}\n${validMeta}\nblocks:\n  - type: hero\n    title: "TODO: the heading"\n`,
    })
    expect(loadContent(root).issues.map(formatIssue)).toEqual([
      'content/pages/index.yaml:8:13  still to fill in: the heading',
    ])
  })
})
