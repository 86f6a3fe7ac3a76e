import { describe, expect, it } from 'vitest'
import { loadPlaces, tampaPage } from './testing/fact-fixtures'
import { HEADER, validMeta } from './fixtures/fixture-root'

/** Any `{word}` left in a text: a placeholder nobody filled. */
const PLACEHOLDER = /\{[A-Za-z]+\}/g

const tampa = tampaPage.replace('    statePage: /florida\n', '')
const reachUs = `${HEADER(2)}
${validMeta}
blocks:
  - type: hero
    title: Call {brand} at {phone}
    intro: Or write to {email}; rated A+{ratingBy}, reviewed{reviewsOn}.
    buttons:
      - { label: "Call {phone}", href: "tel:{phone}" }
      - { label: Write to us, href: "mailto:{email}" }
  - type: contact-form
`

function loaded() {
  const { content, issues } = loadPlaces({ tampa, 'reach-us': reachUs })
  expect(issues).toEqual([])
  const page = (route: string) => content!.pages.find((p) => p.route === route)!
  return { content: content!, page }
}

describe('placeholders are filled once, when the content is loaded', () => {
  it('gives the city page its place and phone in the shared wording: components fill nothing', () => {
    expect(tampa.match(PLACEHOLDER)).toBeNull()
    const [city] = loaded().page('/tampa').blocks
    expect(city).toMatchObject({
      badge: '24/7 Tampa Emergency Response',
      heading: 'Stop Foreclosure in Tampa',
      callLabel: 'Call (800) 555-0100',
      image: { alt: 'Illustration of a Tampa street of family homes at sunrise' },
      whyPoints: expect.arrayContaining([
        'Florida foreclosure expertise: we know the deadlines and procedures that apply to your home',
      ]),
      areasClosing: 'And all other Tampa Bay communities',
      faqQuestions: { stateLaw: 'How does Florida foreclosure law work?' },
      description: expect.stringContaining('cash home buying in Tampa, Florida, through'),
    })
    expect(JSON.stringify(city)).not.toMatch(PLACEHOLDER)
  })

  it('fills a schema default after it is applied: the contact form error names the phone', () => {
    const form = loaded()
      .page('/reach-us')
      .blocks.find((block) => block.type === 'contact-form')
    expect(form).toMatchObject({
      errorMessage: 'Please try again or call us directly at (800) 555-0100',
    })
  })

  it('fills the site-wide placeholders, links included', () => {
    expect(reachUs.match(PLACEHOLDER)).toHaveLength(8)
    expect(loaded().page('/reach-us').blocks[0]).toEqual({
      type: 'hero',
      title: 'Call Test Brand at (800) 555-0100',
      intro: 'Or write to team@example.com; rated A+, reviewed.',
      buttons: [
        { label: 'Call (800) 555-0100', href: 'tel:+18005550100' },
        { label: 'Write to us', href: 'mailto:team@example.com' },
      ],
      points: [],
    })
  })

  it('leaves no placeholder anywhere in what it hands the renderer', () => {
    const { content } = loaded()
    expect(JSON.stringify(content).match(PLACEHOLDER)).toBeNull()
  })
})
