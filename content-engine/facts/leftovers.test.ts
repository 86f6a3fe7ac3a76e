import { describe, expect, it } from 'vitest'
import { placeProblems, positionOf, realPage, tampaPage } from '../testing/fact-fixtures'

const chicago = realPage('chicago')
const florida = realPage('florida')
const miami = realPage('miami')
const site = { chicago, florida, miami }
const at = (text: string, lineWith: string, word?: string) =>
  `content/pages/tampa.yaml:${positionOf(text, lineWith, word)}`

describe('leftover facts of another page', () => {
  it('passes a new city written for its own place', () => {
    expect(placeProblems({ ...site, tampa: tampaPage })).toEqual([])
  })

  it('stops Tampa copied from Chicago with only the name changed, at each leftover', () => {
    const tampa = chicago.replace('city: Chicago', 'city: Tampa')
    const problems = placeProblems({ ...site, tampa })
    const mention = (lineWith: string, where: string) =>
      `${at(tampa, lineWith, 'Chicago')}  ${where}: mentions "Chicago", the place of /chicago (Illinois); this page is about Tampa, Illinois. Write about Tampa, Illinois here, or, if the mention is meant, add it under allowedMentions: { ${where.replace(/^.*› /, '').replace(' › ', '.')}: [Chicago] }`
    expect(problems).toContain(
      mention('Every Chicago foreclosure', 'blocks[0] (city-landing) › intro'),
    )
    expect(problems).toContain(
      `${at(tampa, 'title:', 'Stop')}  meta › title: the title does not name Tampa, the city this page declares: write one about Tampa, or leave title out to derive it from the city and state`,
    )
    expect(problems.filter((line) => line.includes('mentions "Chicago"')).length).toBeGreaterThan(
      12,
    )
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^content\/pages\/tampa\.yaml:\d+:\d+  this page and content\/pages\/chicago\.yaml share \d+% of their 5-word phrases \(Jaccard 0\.\d+, the limit is 0\.5\)/,
      ),
    )
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^content\/pages\/tampa\.yaml:\d+:\d+  blocks\[0\] \(city-landing\) › neighbourhoods: 16 of these neighbourhoods are also those of \/chicago/,
      ),
    )
    // The copy is the page naming the other's city: Chicago's own page is right as it is.
    expect(problems.filter((line) => line.startsWith('content/pages/chicago.yaml'))).toEqual([])
  })

  it("stops a copy moved to another state that keeps the other's region and county", () => {
    const tampa = chicago
      .replace('city: Chicago', 'city: Tampa')
      .replace('state: Illinois', 'state: Florida\n    statePage: /florida')
    const problems = placeProblems({ ...site, tampa })
    expect(problems).toContain(
      `${at(tampa, 'region: Chicagoland', 'Chicagoland')}  blocks[0] (city-landing) › region: region "Chicagoland" is that of /chicago (Chicago, Illinois): write Tampa's own region, and check the state`,
    )
    expect(problems).toContain(
      `${at(tampa, 'county: Cook County', 'Cook County')}  blocks[0] (city-landing) › county: county "Cook County" is that of /chicago (Chicago, Illinois): write Tampa's own county, and check the state`,
    )
  })

  it('passes cities of one state that lie in one county and region', () => {
    // Plant City is in Hillsborough County and the Tampa Bay area, as Tampa is, and Tampa's page
    // does not serve it.
    const plantCity = tampaPage.replace('city: Tampa', 'city: Plant City')
    const problems = placeProblems({ florida, tampa: tampaPage, 'plant-city': plantCity })
    expect(problems.filter((line) => / (region|county) ".*" is that of /.test(line))).toEqual([])
  })

  it('passes a county of the state that a page serves, beside the page of a city in it', () => {
    const naperville = tampaPage
      .replace('city: Tampa', 'city: Naperville')
      .replace('county: Hillsborough County', 'county: DuPage County')
      .replace('state: Florida\n    statePage: /florida', 'state: Illinois')
    const problems = placeProblems({ chicago, naperville })
    // DuPage County, listed under areaServed, is Chicago's too; Naperville, a city, is not.
    expect(problems.filter((line) => line.startsWith('content/pages/chicago.yaml'))).toEqual([
      expect.stringMatching(
        / faqAnswers › areas: mentions "Naperville", the place of \/naperville /,
      ),
    ])
  })

  it('passes a city of the state a page serves, named where it lists its areas', () => {
    // Chicago serves Evanston; then Evanston, in Cook County too, gets a page of its own.
    const evanston = tampaPage
      .replace('city: Tampa', 'city: Evanston')
      .replace('county: Hillsborough County', 'county: Cook County')
      .replace('state: Florida\n    statePage: /florida', 'state: Illinois')
    const inChicago = (pages: Record<string, string>) =>
      placeProblems(pages).filter((line) => line.startsWith('content/pages/chicago.yaml'))
    expect(inChicago({ chicago, evanston })).toEqual([])
    // Elsewhere on the page, the name is the other page's place.
    const named = chicago.replace(
      'Every Chicago foreclosure',
      'Every Chicago or Evanston foreclosure',
    )
    expect(inChicago({ chicago: named, evanston })).toEqual([
      expect.stringMatching(/ intro: mentions "Evanston", the place of \/evanston \(Illinois\)/),
    ])
  })

  it("stops Tampa with Chicago's title left, at the word", () => {
    const tampa = tampaPage.replace(
      'blocks:',
      'meta:\n  title: Stop Foreclosure in Chicago, IL | Cash Home Buyers\nblocks:',
    )
    expect(placeProblems({ ...site, tampa })).toEqual([
      `${at(tampa, 'title:', 'Stop')}  meta › title: the title does not name Tampa, the city this page declares: write one about Tampa, or leave title out to derive it from the city and state`,
      `${at(tampa, 'title:', 'Chicago')}  meta › title: mentions "Chicago", the place of /chicago (Illinois); this page is in Florida. Write about Tampa, Florida here, or, if the mention is meant, add it under allowedMentions: { meta.title: [Chicago] }`,
    ])
  })

  it('stops an FAQ question about another state', () => {
    const tampa = tampaPage.replace(
      '    faqAnswers:',
      `    faqQuestions:
      speed: How quickly can you stop a foreclosure in Tampa?
      areas: What areas of Tampa do you serve?
      homeValues: What is a Tampa home worth to a cash buyer?
      stateLaw: How does Illinois foreclosure law work?
      economy: How does the Tampa economy affect foreclosures?
    faqAnswers:`,
    )
    expect(placeProblems({ ...site, tampa })).toEqual([
      `${at(tampa, 'How does Illinois', 'How')}  blocks[0] (city-landing) › faqQuestions › stateLaw: the state-law question does not name Florida, the state this page declares: leave faqQuestions out to derive it`,
      `${at(tampa, 'How does Illinois', 'Illinois')}  blocks[0] (city-landing) › faqQuestions › stateLaw: mentions "Illinois", the state of /chicago; this page is in Florida. Write about Tampa, Florida here, or, if the mention is meant, add it under allowedMentions: { faqQuestions.stateLaw: [Illinois] }`,
    ])
  })

  it('stops a page whose declared state disagrees with its answers', () => {
    const tampa = tampaPage.replace('state: Florida\n    statePage: /florida', 'state: Illinois')
    const problems = placeProblems({ ...site, tampa })
    expect(problems).toContain(
      `${at(tampa, 'Florida forecloses through', 'Florida')}  blocks[0] (city-landing) › faqAnswers › stateLaw: mentions "Florida", the state of /florida; this page is in Illinois. Write about Tampa, Illinois here, or, if the mention is meant, add it under allowedMentions: { faqAnswers.stateLaw: [Florida] }`,
    )
    expect(problems).toContain(
      `${at(tampa, 'stateLaw: >-', '>-')}  blocks[0] (city-landing) › faqAnswers › stateLaw: the state-law answer never names Illinois, the state this page declares: is it about another state, or is "state" wrong?`,
    )
  })

  it("passes a namesake a page serves, beside another state's page of that name", () => {
    // Denver serves Aurora, Colorado; then a page for Aurora, Illinois is added.
    const denver = realPage('denver')
    const auroraIllinois = chicago.replaceAll('Chicago', 'Aurora')
    expect(placeProblems({ denver })).toEqual([])
    expect(placeProblems({ denver, aurora: auroraIllinois })).toEqual([])
    // Without Aurora among the areas it serves, Denver's mention is of the Illinois page's place.
    const unserved = denver.replace('areaServed: [Denver, Aurora,', 'areaServed: [Denver, Arvada,')
    expect(placeProblems({ denver: unserved, aurora: auroraIllinois })).toEqual([
      expect.stringMatching(
        /^content\/pages\/denver\.yaml:\d+:\d+ {2}blocks\[0\] \(city-landing\) › faqAnswers › areas: mentions "Aurora", the place of \/aurora \(Illinois\); this page is in Colorado\./,
      ),
    ])
  })

  it('allows a mention listed for its field only', () => {
    const mentioning = tampaPage.replace(
      'clerk sets a sale date.',
      'clerk sets a sale date, as fast as in Miami.',
    )
    expect(placeProblems({ ...site, tampa: mentioning })).toHaveLength(1)
    const allowed = mentioning.replace(
      '    statePage: /florida\n',
      '    statePage: /florida\n    allowedMentions:\n      intro: [Miami]\n',
    )
    expect(placeProblems({ ...site, tampa: allowed })).toEqual([])
  })
})
