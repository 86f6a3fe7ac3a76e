import { describe, expect, it } from 'vitest'
import { HEADER } from '../fixtures/fixture-root'
import { placeProblems, positionOf, realPage, tampaPage } from '../testing/fact-fixtures'

const florida = realPage('florida')

const aboutPage = (body: string, extraMeta = '') => `${HEADER(2)}
meta:
  title: About the test company
  description: A description that is long enough to satisfy the fifty character minimum.
  keywords: [test]${extraMeta}
blocks:
${body}
`
const at = (text: string, lineWith: string, word?: string, file = 'about') =>
  `content/pages/${file}.yaml:${positionOf(text, lineWith, word)}`

describe('claims declared once', () => {
  it('passes figures equal to the declared ones', () => {
    const about = aboutPage(`  - type: hero
    title: Over 5,000 homes saved
    intro: A 95% success rate, 4.9/5 from 150 reviews, and 98% would recommend us.
    points: [24-hour average response]`)
    expect(placeProblems({ about })).toEqual([])
  })

  it('stops a company response time other than the declared one', () => {
    const about = aboutPage(`  - type: hero
    title: Fast help
    points: [12-hour average response]`)
    expect(placeProblems({ about })).toEqual([
      `${at(about, '12-hour')}  blocks[0] (hero) › points[0]: says "12-hour average response", but the company's average response is 24-hour (claims.averageResponse in content/site.yaml)`,
    ])
  })

  it('stops a figure that contradicts site.yaml, naming the declared value', () => {
    const about = aboutPage(`  - type: stats
    items:
      - { value: '4,000+', label: Homes saved, icon: home }
      - { value: 97%, label: Success rate, icon: award }
      - { value: 24/7, label: Emergency line, icon: phone }`)
    expect(placeProblems({ about })).toEqual([
      `${at(about, '97%', '97%')}  blocks[0] (stats) › items[1] › value: says "97% Success rate", but the company's success rate is 95% (claims.successRate in content/site.yaml)`,
      `${at(about, "'4,000+'")}  blocks[0] (stats) › items[0] › value: says "4,000+ Homes saved", but the company's homes saved is 5,000+ (claims.homesSaved in content/site.yaml)`,
    ])
  })

  it("stops a city answer that contradicts the city's own response-time tile", () => {
    const tampa = tampaPage.replace('calls back within 7 hours', 'calls back within 9 hours')
    expect(placeProblems({ florida, tampa })).toEqual([
      `${at(tampa, 'calls back within', 'calls', 'tampa')}  blocks[0] (city-landing) › faqAnswers › speed: says "calls back within 9 hours", but the page's response-time tile says 7 hrs: write the same figure in both`,
    ])
  })

  it('stops a city answer that gives its success rate or response time otherwise', () => {
    const tampa = tampaPage.replace(
      'A partner calls back within 7 hours.',
      'Our Tampa success rate is 100%, and we have a 90% success rate. We respond within 30 minutes.',
    )
    const says = (words: string, tile: string, declared: string) =>
      `${at(tampa, 'success rate is', words.split(' ')[0], 'tampa')}  blocks[0] (city-landing) › faqAnswers › speed: says "${words}", but the page's ${tile} tile says ${declared}: write the same figure in both`
    expect(placeProblems({ florida, tampa }).toSorted()).toEqual(
      [
        says('success rate is 100%', 'success-rate', '97%'),
        says('90% success rate', 'success-rate', '97%'),
        says('respond within 30 minutes', 'response-time', '7 hrs'),
      ].toSorted(),
    )
  })

  it("passes a city answer giving its tile's response time in minutes", () => {
    for (const written of ['420 minutes', '420 mins', '7 hrs']) {
      const tampa = tampaPage.replace('calls back within 7 hours', `calls back within ${written}`)
      expect(placeProblems({ florida, tampa })).toEqual([])
    }
  })

  it('stops a response time in hours and a fraction that the tile does not give', () => {
    const tampa = tampaPage.replace('calls back within 7 hours', 'calls back within 1.5 hours')
    expect(placeProblems({ florida, tampa })).toEqual([
      `${at(tampa, 'calls back within', 'calls', 'tampa')}  blocks[0] (city-landing) › faqAnswers › speed: says "calls back within 1.5 hours", but the page's response-time tile says 7 hrs: write the same figure in both`,
    ])
  })

  it("stops the company's rating written otherwise on a city page", () => {
    const tampa = tampaPage.replace('A partner calls back', 'Rated 4.2/5, a partner calls back')
    expect(placeProblems({ florida, tampa })).toEqual([
      `${at(tampa, 'Rated 4.2/5', '4.2/5', 'tampa')}  blocks[0] (city-landing) › faqAnswers › speed: says "4.2/5", but the company's rating is 4.9 (organization.ratingValue in content/site.yaml)`,
    ])
  })

  it("stops a city answer that contradicts the city's homes-saved tile", () => {
    const tampa = tampaPage.replace(
      'A partner calls back',
      'With 120+ homes saved, a partner calls back',
    )
    expect(placeProblems({ florida, tampa })).toEqual([
      `${at(tampa, '120+ homes', '120+', 'tampa')}  blocks[0] (city-landing) › faqAnswers › speed: says "120+ homes", but the page's homes-saved tile says 140+: write the same figure in both`,
    ])
  })

  it('asks for a city figure to name its place, so it is not read against the company-wide one', () => {
    const tampa = tampaPage.replace('label: Success rate in Tampa', 'label: Success rate')
    expect(placeProblems({ florida, tampa })).toEqual([
      `${at(tampa, 'label: Success rate,', 'Success', 'tampa')}  blocks[0] (city-landing) › stats[2] › label: label "Success rate" does not name Tampa: write e.g. "Success rate in Tampa", so the figure is not read against the company-wide ones`,
    ])
  })

  it('stops structured data whose telephone differs from the one the page shows', () => {
    const about = aboutPage(
      `  - type: hero\n    title: Call {phone}`,
      `\n  structuredData:\n    - { '@type': LocalBusiness, name: Test, telephone: (800) 555-0199 }`,
    )
    expect(placeProblems({ about })).toEqual([
      `${at(about, 'telephone:', '(800) 555-0199')}  meta › structuredData[0] › telephone: structured data telephone "(800) 555-0199" differs from what the page shows ((800) 555-0100): write {phone}`,
    ])
  })

  it('asks for {phone} instead of a number written out', () => {
    const about = aboutPage(`  - type: hero\n    title: Call us at (800) 555-0100 today`)
    expect(placeProblems({ about })).toEqual([
      `${at(about, 'Call us', '(800)')}  blocks[0] (hero) › title: writes the phone number "(800) 555-0100": write {phone}, so the number in site.yaml ((800) 555-0100) is the only one`,
    ])
  })

  it.each(['(800)555-0199', '8005550199', '+18005550199', '1 (800)555-0199'])(
    'finds the phone number %s written without spaces',
    (number) => {
      const about = aboutPage(`  - type: hero\n    title: Call us at ${number} today`)
      expect(placeProblems({ about })).toEqual([
        `${at(about, 'Call us', number)}  blocks[0] (hero) › title: writes the phone number "${number}": write {phone}, so the number in site.yaml ((800) 555-0100) is the only one`,
      ])
    },
  )

  it('reads years, prices, ZIP codes and large figures as no phone number', () => {
    const about = aboutPage(`  - type: hero
    title: Since 2020, 10,000 homes in 90210 and 94105-1234
    intro: Loans from $250,000 to $1,250,000, or $2500000000 in all; 1,000,000,000 calls; 0.8005550199%.
    points: [2019-2024 results, 123456789012 steps, 555-0199 is short]`)
    expect(placeProblems({ about })).toEqual([])
  })
})
