import { describe, expect, it } from 'vitest'
import { formatIssue } from './issues'
import { loadContent } from './load'
import { HEADER, fixtureRoot, validMeta } from './fixtures/fixture-root'
import { YamlSource } from './yaml-source'

/** The formatted syntax problems of one YAML text. */
const problems = (text: string) => new YamlSource('a.yaml', text).syntaxIssues().map(formatIssue)

const faq = (answer: string) => `blocks:
  - type: faq
    title: Questions
    items:
      - question: Who buys the house?
        answer: ${answer}
      - question: How fast?
        answer: Within a week.
`

describe('YAML mistakes in plain words', () => {
  it('an unclosed quote is reported where it opens, not at the end of the file', () => {
    const text = `meta:\n  title: "Stop Foreclosure\n  description: Long enough.\n${faq('Our partner.')}`
    expect(problems(text)).toEqual([
      'a.yaml:2:10  this " opens a quoted text that is never closed: add the closing " at the end of the text',
    ])
  })

  it('an unclosed single quote inside a flow mapping, at its opening quote', () => {
    const text = `items:\n  - { value: '67, label: Counties }\n  - { value: '5', label: Offices }\n`
    expect(problems(text)).toEqual([
      "a.yaml:2:14  this ' opens a quoted text that is never closed: add the closing ' at the end of the text",
    ])
  })

  it('a colon in an unquoted text says to quote it or use >-', () => {
    expect(problems(faq('Yes: our partner buys it as-is.'))).toEqual([
      'a.yaml:6:17  the text "Yes: our partner buys it as-is." contains ": ", which YAML reads as the start of another key: put the text in quotes ("Yes: our partner buys it as-is.") or start it with >- on its own line and the text indented below',
    ])
  })

  it('a colon in an unquoted text inside a flow mapping: the quotes end at the , of the value', () => {
    expect(problems(`items:\n  - { value: 6-8 months: typical, label: Timeline }\n`)).toEqual([
      'a.yaml:2:14  the text "6-8 months: typical" contains ": ", which YAML reads as the start of another key: put the text in quotes (value: "6-8 months: typical")',
    ])
  })

  it('a tab after two spaces says "tab", once, at the tab', () => {
    expect(
      problems(`blocks:\n  - type: hero\n  \ttitle: Welcome\n    intro: Hello there.\n`),
    ).toEqual([
      'a.yaml:3:3  this line is indented with a tab; YAML only accepts spaces: replace the tab with spaces',
    ])
  })

  it('a key indented one space too far names the key, its neighbour and the difference', () => {
    expect(
      problems(`meta:\n  title: A title\n   description: A description\n  keywords: [a]\n`),
    ).toEqual([
      'a.yaml:3:4  "description" is indented 1 space more than "title" on line 2: line it up with "title" (2 spaces from the left)',
    ])
  })

  it('a key indented too little inside a list item', () => {
    expect(
      problems(`blocks:\n  - type: hero\n    title: Welcome\n   intro: Hello\n    badge: New\n`),
    ).toEqual([
      'a.yaml:4:4  "intro" is indented 1 space less than "title" on line 3: line it up with "title" (4 spaces from the left)',
    ])
  })

  it('a key indented like the list above it is measured against the key of that list', () => {
    const text = `blocks:\n  - type: city-landing\n    stats:\n      - { value: 5, label: A }\n      - { value: 6, label: B }\n      foreclosureFacts: Text.\n`
    expect(problems(text)).toEqual([
      'a.yaml:6:7  "foreclosureFacts" is indented 2 spaces more than "stats" on line 3: line it up with "stats" (4 spaces from the left)',
    ])
  })

  it('a line of a >- text indented less than the text above it', () => {
    const text = `a:\n  intro: >-\n    First line of the text\n   second line\n  next: value\n`
    expect(problems(text)).toEqual([
      'a.yaml:4:4  this line of the text of "intro" (line 2) is indented 3 spaces, the text above it 4: line it up with the text',
    ])
  })

  it('curly quotes in a flow mapping give one message, not hundreds', () => {
    const text = `${faq('Fine.')}  - type: hero\n    title: Call\n    buttons:\n      - { label: “Call {phone}”, href: “tel:{phone}” }\n      - { label: Contact, href: /contact }\n`
    expect(problems(text)).toEqual([
      'a.yaml:12:18  curly quote “ used as a quote mark; YAML only understands straight quotes: write "Call {phone}" instead',
    ])
  })

  it('curly quotes around a whole value are reported even when the file parses', () => {
    expect(problems(`items:\n  - { value: “67”, label: Counties served }\n`)).toEqual([
      'a.yaml:2:14  curly quote “ used as a quote mark; YAML only understands straight quotes: write "67" instead',
    ])
  })

  it('an apostrophe inside a text is not a quote mark', () => {
    expect(problems(`title: Don’t wait, call “today”\n`)).toEqual([])
    expect(problems(`title: "Don’t wait: call today"\n`)).toEqual([])
  })

  it('a duplicate key names the key and the line of the first one', () => {
    expect(problems(`meta:\n  title: One\n  description: Two\n  title: Three\n`)).toEqual([
      'a.yaml:4:3  the key "title" appears twice here (first on line 2): keep one of them',
    ])
  })

  it('valid YAML with block scalars, flow lists and multi-line values has no problems', () => {
    const text = `a:\n  b: >-\n    Text with: a colon\n    and\ta tab\n  c: [x, y,\n    z]\n  d: plain text\n    continued here\n  e:\n  - one\n  - two\n`
    expect(problems(text)).toEqual([])
  })
})

describe('a number where a text is expected', () => {
  it('says to write it in quotes, as written', () => {
    const root = fixtureRoot({
      'content/pages/index.yaml': `${HEADER(2)}\n${validMeta}\nblocks:\n  - type: stats\n    items:\n      - { value: 67, label: Counties }\n      - { value: 1.50, label: Ratio }\n      - { value: '3', label: Offices }\n`,
    })
    expect(loadContent(root).issues.map(formatIssue)).toEqual([
      'content/pages/index.yaml:9:18  blocks[0] (stats) › items[0] › value: expected a text, got number 67; write it in quotes: "67"',
      'content/pages/index.yaml:10:18  blocks[0] (stats) › items[1] › value: expected a text, got number 1.5; write it in quotes: "1.50"',
    ])
  })
})
