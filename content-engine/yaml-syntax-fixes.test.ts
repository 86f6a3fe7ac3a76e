import { describe, expect, it } from 'vitest'
import { formatIssue } from './issues'
import { YamlSource } from './yaml-source'

/** The formatted syntax problems of one YAML text. */
const problems = (text: string) => new YamlSource('a.yaml', text).syntaxIssues().map(formatIssue)

const twoBlocks = (secondType: string) => `blocks:
  - type: hero
    title: Welcome
${secondType}
    title: Write to us
`

describe('the fix shown for a YAML mistake can be followed as written', () => {
  it('a colon in a flow mapping: the quotes end at the , that ends the value', () => {
    const text = `buttons:\n  - { label: Note: Send a Message, href: "#contact-form" }\n`
    expect(problems(text)).toEqual([
      'a.yaml:2:14  the text "Note: Send a Message" contains ": ", which YAML reads as the start of another key: put the text in quotes (label: "Note: Send a Message")',
    ])
  })

  it('a block whose "- " is missing is a new block, not a key to delete', () => {
    expect(problems(twoBlocks('    type: contact-form'))).toEqual([
      'a.yaml:4:5  "type" appears twice in one block (first on line 2): if this starts a new block, write "- " before it',
    ])
  })

  it('an item of another list whose "- " is missing', () => {
    const text = `items:\n  - question: One?\n    answer: Yes.\n    question: Two?\n    answer: No.\n`
    expect(problems(text)).toEqual([
      'a.yaml:4:5  "question" appears twice in one item (first on line 2): if this starts a new item, write "- " before it',
    ])
  })

  it('text after the closing double quote: the whole text in single quotes', () => {
    expect(problems(`title: "Best" help today\n`)).toEqual([
      `a.yaml:1:15  the quoted text ends at the second ", so YAML cannot read what follows it: put the whole text in single quotes ('"Best" help today')`,
    ])
  })

  it('an apostrophe inside single quotes: double quotes, or the apostrophe written twice', () => {
    expect(problems(`meta:\n  title: 'Don't wait'\n`)).toEqual([
      `a.yaml:2:15  the quoted text ends at the second ', so YAML cannot read what follows it: put the whole text in double quotes ("Don't wait") or write the ' inside it twice ('Don''t wait')`,
    ])
  })

  it('a key without a space after its colon', () => {
    expect(problems(`blocks:\n  - type: hero\n    title:Ways to Reach Us\n`)).toEqual([
      'a.yaml:3:5  "title:Ways to Reach Us" has no space after the colon, so YAML does not read "title" as a key: write a space after the colon (title: Ways to Reach Us)',
    ])
  })
})
