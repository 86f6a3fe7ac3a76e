import { describe, expect, it } from 'vitest'
import { formatIssue } from './issues'
import { loadContent } from './load'
import { HEADER, fixtureRoot, validMeta } from './fixtures/fixture-root'
import { todoIssues } from './todos'
import { cityPageYaml } from '../scripts/scaffold/city-template'

describe('TODO markers', () => {
  it('are each reported at file:line:col with what to fill in', () => {
    const text = `a:\n  b: "TODO: the county, e.g. Cook County"\n  c: [x, "TODO: a place"]\n`
    expect(todoIssues('a.yaml', text).map(formatIssue)).toEqual([
      'a.yaml:2:7  still to fill in: the county, e.g. Cook County',
      'a.yaml:3:11  still to fill in: a place',
    ])
  })

  it('carry the whole TODO text, quotes inside it included, to the end of the value', () => {
    const text = [
      `region: "TODO: the wider area, as in 'And all other … communities'"`,
      `county: 'TODO: the county''s name' # look it up`,
      `stats: [{ value: "TODO: homes saved, e.g. \\"150+\\"", label: Homes }]`,
      `intro: TODO: a sentence, with a comma: and a colon`,
    ].join('\n')
    expect(todoIssues('naperville.yaml', text).map(formatIssue)).toEqual([
      `naperville.yaml:1:10  still to fill in: the wider area, as in 'And all other … communities'`,
      `naperville.yaml:2:10  still to fill in: the county's name`,
      'naperville.yaml:3:19  still to fill in: homes saved, e.g. "150+"',
      'naperville.yaml:4:8  still to fill in: a sentence, with a comma: and a colon',
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

  it("still report new:city's instructions once only the TODO: before them is deleted", () => {
    const scaffolded = cityPageYaml({
      city: 'Naperville',
      state: 'Illinois',
      statePage: '/illinois',
    })
    const todos = todoIssues('naperville.yaml', scaffolded)
    const deleted = todoIssues('naperville.yaml', scaffolded.replaceAll('TODO: ', ''))
    expect(todos).toHaveLength(32)
    expect(deleted.map(({ line }) => line)).toEqual(todos.map(({ line }) => line))
    expect(deleted.map(formatIssue)).toContain(
      'naperville.yaml:12:19  still to fill in: "homes saved, e.g. 150+" is what new:city asked for here, not the page\'s text',
    )
    expect(deleted.map(formatIssue)).toContain(
      'naperville.yaml:10:7  still to fill in: "two or three sentences for Naperville homeowners facing foreclosure" is what new:city asked for here, not the page\'s text',
    )
  })

  it('leave text that only holds the words of an instruction alone', () => {
    const text = [
      'blocks:',
      '  - type: city-landing',
      '    intro: We show how quickly a foreclosure can be stopped in Naperville.',
      '    faqAnswers:',
      '      speed: >-',
      '        how quickly a foreclosure can be stopped in time, and what it costs.',
      '      areas: >-',
      '        the areas of Naperville and around it that are served by our partners',
      '',
    ].join('\n')
    expect(todoIssues('naperville.yaml', text)).toEqual([])
    const left = text.replace('by our partners', '').replace('served ', 'served')
    expect(todoIssues('naperville.yaml', left).map(formatIssue)).toEqual([
      'naperville.yaml:8:9  still to fill in: "the areas of Naperville and around it that are served" is what new:city asked for here, not the page\'s text',
    ])
  })
})
