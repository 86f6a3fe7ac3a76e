import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { formatIssue } from './issues'
import { loadContent } from './load'
import { HEADER, fixtureRoot, validMeta } from './fixtures/fixture-root'

const page = (body: string, depth = 2) => `${HEADER(depth)}\n${body}\n`
const hero = `  - type: hero\n    title: Welcome home`
const home = page(`${validMeta}\nblocks:\n${hero}`)

/** The formatted problems of a fixture site made of a valid home page plus `files`. */
const lines = (files: Record<string, string>, site?: string) =>
  loadContent(fixtureRoot({ 'content/pages/index.yaml': home, ...files }, site))
    .issues.map(formatIssue)
    .sort()

describe('loadContent', () => {
  it('loads a valid page, filling schema defaults and the {phone} placeholders', () => {
    const root = fixtureRoot({
      'content/pages/index.yaml': page(`${validMeta}
blocks:
  - type: hero
    title: Call {phone}
    buttons: [{ label: Call now, href: "tel:{phone}" }]
  - type: faq
    title: Questions
    items: [{ question: Why?, answer: Because. }]`),
    })
    const { content, issues } = loadContent(root)
    expect(issues).toEqual([])
    const [home] = content!.pages
    expect(home!.route).toBe('/')
    expect(home!.meta.robots).toBe('index, follow')
    expect(home!.blocks[0]).toMatchObject({
      title: 'Call (800) 555-0100',
      buttons: [{ href: 'tel:+18005550100' }],
    })
    expect(home!.blocks[1]).toMatchObject({ variant: 'accordion' })
  })

  it('1. missing required property, at the object that lacks it (depth 3)', () => {
    expect(
      lines({
        'content/pages/chicago.yaml': page(`${validMeta}
blocks:
${hero}
  - type: faq
    title: Chicago FAQ
    items:
      - question: How fast?
        answer: Fast.
      - question: Fees?`),
      }),
    ).toEqual([
      'content/pages/chicago.yaml:14:9  blocks[1] (faq) › items[1]: missing required property "answer"',
    ])
  })

  it('2. wrong type, with the value found', () => {
    expect(
      lines({
        'content/pages/a.yaml': page(`${validMeta}\nblocks:\n  - type: hero\n    title: 42`),
      }),
    ).toEqual([
      'content/pages/a.yaml:8:12  blocks[0] (hero) › title: expected a text, got number 42; write it in quotes: "42"',
    ])
  })

  it('3. unknown property at depth 3, at its key, with the nearest valid name (not also missing)', () => {
    expect(
      lines({
        'content/pages/a.yaml': page(`${validMeta}
blocks:
  - type: faq
    title: FAQ
    items:
      - qestion: How fast?
        answer: Fast.`),
      }),
    ).toEqual([
      'content/pages/a.yaml:10:9  blocks[0] (faq) › items[0]: unknown property "qestion" (did you mean "question"?)',
    ])
  })

  it('4. unknown block type, with a suggestion', () => {
    expect(
      lines({
        'content/pages/a.yaml': page(
          `${validMeta}\nblocks:\n${hero}\n  - type: faqs\n    title: FAQ`,
        ),
      }),
    ).toEqual([
      'content/pages/a.yaml:9:11  blocks[1]: unknown block type "faqs" (did you mean "faq"?)',
    ])
  })

  it('5. bad enum value, with the allowed values and a suggestion', () => {
    expect(
      lines({
        'content/pages/a.yaml': page(
          `${validMeta}\nblocks:\n  - type: faq\n    title: FAQ\n    variant: accordian\n    items: [{ question: Q?, answer: A. }]`,
        ),
      }),
    ).toEqual([
      'content/pages/a.yaml:9:14  blocks[0] (faq) › variant: the text "accordian" is not allowed (did you mean "accordion"?); expected one of "accordion", "cards"',
    ])
  })

  it('6. YAML syntax error with its position; other files are still checked', () => {
    expect(
      lines({
        'content/pages/a.yaml': page(`${validMeta}\nblocks:\n  - type: hero\n    title: [unclosed`),
        'content/pages/b.yaml': page(`${validMeta}\nblocks:\n  - type: hero`),
      }),
    ).toEqual([
      expect.stringMatching(/^content\/pages\/a\.yaml:9:1 {2}YAML syntax error: /),
      'content/pages/b.yaml:7:5  blocks[0] (hero): missing required property "title"',
    ])
  })

  it('7. two files producing one route', () => {
    const body = page(`${validMeta}\nblocks:\n${hero}`, 3)
    expect(
      lines({
        'content/pages/about.yaml': page(`${validMeta}\nblocks:\n${hero}`),
        'content/pages/about/index.yaml': body,
      }),
    ).toEqual([
      'content/pages/about.yaml:1:1  route "/about" is produced by more than one file: content/pages/about.yaml, content/pages/about/index.yaml',
      'content/pages/about/index.yaml:1:1  route "/about" is produced by more than one file: content/pages/about.yaml, content/pages/about/index.yaml',
    ])
  })

  it('8. a link to a route that does not exist (files in public/ and anchors are fine)', () => {
    const root = fixtureRoot({
      'content/pages/index.yaml': page(`${validMeta}
blocks:
  - type: hero
    title: Home
    buttons:
      - { label: Guide, href: /og.png }
      - { label: Contact, href: /contact }
      - { label: Self, href: "/#top" }`),
      'public/og.png': 'png',
    })
    expect(loadContent(root).issues.map(formatIssue)).toEqual([
      'content/pages/index.yaml:11:33  blocks[0] (hero) › buttons[1] › href: link to "/contact", which is not a page of the site nor a file in public/',
    ])
  })

  it('9. a missing or wrong schema comment on the first line', () => {
    expect(lines({ 'content/pages/a.yaml': `${validMeta}\nblocks:\n${hero}\n` })).toEqual([
      'content/pages/a.yaml:1:1  the first line must be "# yaml-language-server: $schema=../../schemas/page.schema.json" so editors check the file as you type',
    ])
  })

  it('10. an empty text', () => {
    expect(
      lines({
        'content/pages/a.yaml': page(`${validMeta}\nblocks:\n  - type: hero\n    title: ""`),
      }),
    ).toEqual(['content/pages/a.yaml:8:12  blocks[0] (hero) › title: must not be empty'])
  })

  it('11. too many items in a list', () => {
    const button = '\n      - { label: Go, href: / }'
    expect(
      lines({
        'content/pages/index.yaml': page(
          `${validMeta}\nblocks:\n${hero}\n    buttons:${button.repeat(4)}`,
        ),
      }),
    ).toEqual([
      'content/pages/index.yaml:10:7  blocks[0] (hero) › buttons: needs at most 3 items, has 4',
    ])
  })

  it('12. a value that does not match its pattern explains the expected form', () => {
    expect(
      lines({
        'content/pages/index.yaml': page(
          `${validMeta}\nblocks:\n${hero}\n    buttons: [{ label: Go, href: contact }]`,
        ),
      }),
    ).toEqual([
      'content/pages/index.yaml:9:34  blocks[0] (hero) › buttons[0] › href: the text "contact" is not valid; expected A site path such as /contact (it must exist), #anchor, tel:, mailto: or https:// URL',
    ])
  })

  it('13. meta problems: missing title, too-short description, misspelt top-level key', () => {
    expect(
      lines({
        'content/pages/a.yaml': page(
          `meta:\n  description: Too short.\n  keywords: [x1]\nblock:\n${hero}`,
        ),
      }),
    ).toEqual([
      'content/pages/a.yaml:3:16  meta › description: must be at least 50 characters',
      'content/pages/a.yaml:3:3  meta: missing required property "title" (only city pages derive it from their place)',
      'content/pages/a.yaml:5:1  unknown property "block" (did you mean "blocks"?)',
    ])
  })

  it('14. a block without a type', () => {
    expect(
      lines({ 'content/pages/a.yaml': page(`${validMeta}\nblocks:\n  - title: Orphan`) }),
    ).toEqual(['content/pages/a.yaml:7:5  blocks[0]: missing required property "type"'])
  })

  it('15. a duplicate key is a syntax error', () => {
    expect(
      lines({
        'content/pages/a.yaml': page(
          `${validMeta}\nblocks:\n  - type: hero\n    title: One\n    title: Two`,
        ),
      }),
    ).toEqual([
      'content/pages/a.yaml:9:5  the key "title" appears twice here (first on line 8): keep one of them',
    ])
  })

  it('16. site.yaml is validated too, and every file reports in the same run', () => {
    const site = readSite().replace('email: team@example.com', 'email: not-an-email')
    expect(
      lines({ 'content/pages/a.yaml': page(`${validMeta}\nblocks:\n  - type: hero`) }, site),
    ).toEqual([
      'content/pages/a.yaml:7:5  blocks[0] (hero): missing required property "title"',
      'content/site.yaml:5:8  email: the text "not-an-email" is not valid; expected Public contact e-mail',
    ])
  })
})

function readSite() {
  return readFileSync(new URL('./fixtures/site.yaml', import.meta.url), 'utf8')
}
