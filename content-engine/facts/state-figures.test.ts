import { describe, expect, it } from 'vitest'
import { HEADER } from '../fixtures/fixture-root'
import { placeProblems, positionOf, realPage } from '../testing/fact-fixtures'

const florida = realPage('florida')
const guide = (body: string) => `${HEADER(2)}
meta:
  title: Foreclosure guide of the test site
  description: A description that is long enough to satisfy the fifty character minimum.
  keywords: [test]
blocks:
${body}
`
const at = (text: string, word: string, file = 'guide') =>
  `content/pages/${file}.yaml:${positionOf(text, word)}`

describe("a state's figures, declared once on its state page", () => {
  it('passes figures equal to the state page tiles', () => {
    const page = guide(`  - type: hero
    title: Timelines
    intro: About 6-8 months in Florida, with partners across all 67 Florida counties.`)
    expect(placeProblems({ florida, guide: page })).toEqual([])
  })

  it('stops another timeline or county count, naming the state page that declares it', () => {
    const page = guide(`  - type: service-cards
    title: States
    cards:
      - title: Florida
        icon: pin
        description: Miami and cities statewide, across all 60 counties.
      - title: Timelines
        icon: clock
        description: Foreclosure takes about 5-7 months in Florida.`)
    expect(placeProblems({ florida, guide: page })).toEqual([
      `${at(page, 'all 60 counties')}  blocks[0] (service-cards) › cards[0] › description: says "all 60 counties", but Florida has 67 counties (the "Counties served" tile of /florida)`,
      `${at(page, '5-7 months in Florida')}  blocks[0] (service-cards) › cards[1] › description: says "5-7 months in Florida", but the Florida timeline is 6-8 months (the timeline tile of /florida)`,
    ])
  })
})
