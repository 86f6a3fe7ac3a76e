import { describe, expect, it } from 'vitest'
import { formatIssue } from './issues'
import { loadContent } from './load'
import { HEADER, fixtureRoot } from './fixtures/fixture-root'

const problems = (meta: string) =>
  loadContent(
    fixtureRoot({
      'content/pages/index.yaml': `${HEADER(2)}\n${meta}\nblocks:\n  - type: hero\n    title: About us\n`,
    }),
  ).issues.map(formatIssue)

describe('a misspelt meta field', () => {
  it('is reported once, at the misspelt key, not also as a missing field', () => {
    const meta = `meta:
  title: About our foreclosure help
  desription: A description that is long enough to satisfy the fifty character minimum.
  keywords: [about]`
    expect(problems(meta)).toEqual([
      'content/pages/index.yaml:4:3  meta: unknown property "desription" (did you mean "description"?)',
    ])
  })

  it('a field that is missing and not misspelt is still reported', () => {
    const meta = `meta:\n  title: About our foreclosure help\n  keywords: [about]`
    expect(problems(meta)).toEqual([
      'content/pages/index.yaml:3:3  meta: missing required property "description" (only city pages derive it from their place)',
    ])
  })
})
