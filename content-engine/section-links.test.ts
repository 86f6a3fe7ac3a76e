import { describe, expect, it } from 'vitest'
import { formatIssue } from './issues'
import { loadContent } from './load'
import { HEADER, fixtureRoot, validMeta } from './fixtures/fixture-root'
import { sectionIdsOf } from './section-links'

const page = (blocks: string) => `${HEADER(2)}\n${validMeta}\nblocks:\n${blocks}`
const contact = page(`  - type: contact-form
    title: Write to us`)
const linking = (href: string) =>
  page(`  - type: hero
    title: Home
    buttons:
      - { label: Write to us, href: "${href}" }`)

const problems = (pages: Record<string, string>) =>
  loadContent(fixtureRoot(pages)).issues.map(formatIssue)

describe('links to a section', () => {
  it("pass when the page has a block of that id (a block's default id included)", () => {
    expect(
      problems({
        'content/pages/contact.yaml': contact,
        'content/pages/index.yaml': linking('/contact#contact-form'),
        'content/pages/about.yaml': linking('#main'),
        'content/pages/help.yaml': linking('/#top'),
      }),
    ).toEqual([])
  })

  it('are reported at the link when the page has no such section, with the likely one', () => {
    expect(
      problems({
        'content/pages/contact.yaml': contact,
        'content/pages/index.yaml': linking('/contact#contact-from'),
        'content/pages/about.yaml': linking('#contact-form'),
      }),
    ).toEqual([
      'content/pages/about.yaml:10:37  blocks[0] (hero) › buttons[0] › href: link to "#contact-form": this page has no section with the id "contact-form"; its sections with an id: main',
      'content/pages/index.yaml:10:37  blocks[0] (hero) › buttons[0] › href: link to "/contact#contact-from": the page /contact has no section with the id "contact-from" (did you mean "contact-form"?); its sections with an id: main, contact-form',
    ])
  })

  it("count a case study's id as a section, as its card is rendered with it", () => {
    const blocks = [{ type: 'case-studies', items: [{ id: 'maria-chicago' }, { id: 'tom-miami' }] }]
    expect([...sectionIdsOf(blocks)]).toEqual(['main', 'maria-chicago', 'tom-miami'])
  })
})
