import { usStateCodes, type UsState } from '../../../blocks/shared/us-states'
import { prose } from './prose'
import type { Random } from './seeded'
import type { TextLengths } from './shapes'

/** What makes one generated city: its names, its state and the state's page, if any. */
export interface CityPlace {
  city: string
  county: string
  region: string
  state: UsState
  statePage?: string
  neighbourhoods: string[]
}

/**
 * A city page as a user writes one from content/pages/chicago.yaml: its own meta, statistics,
 * neighbourhoods, and texts that name only its own places. Figures written in the texts are the
 * tiles' own (the response time).
 */
export function cityPage(random: Random, place: CityPlace, lengths: TextLengths) {
  const { city, county, region, state, statePage, neighbourhoods } = place
  const names = [city, city, region, county, ...neighbourhoods]
  const text = (words: number, continued = false) => prose(random, words, names, continued)
  const hours = random.between(2, 12)
  const [first, second, third] = neighbourhoods
  return {
    meta: {
      title: `Stop Foreclosure in ${city}, ${usStateCodes[state]} | Cash Home Buyers`,
      description: `Facing foreclosure in ${city} or ${county}? Licensed ${state} partners help 24/7 with rescue financing, a sale delay or a cash offer.`,
      keywords: [
        `stop foreclosure ${city}`,
        `${city} foreclosure help`,
        `${county} foreclosure`,
        `${state} foreclosure process`,
        `sell my house fast ${city}`,
        `cash home buyers ${city}`,
      ],
    },
    blocks: [
      {
        type: 'city-landing',
        city,
        region,
        county,
        state,
        ...(statePage ? { statePage } : {}),
        intro: text(lengths.intro),
        stats: [
          { value: `${random.between(40, 900)}+`, label: `${city} homes saved`, icon: 'home' },
          { value: `${hours} hrs`, label: `Average response time in ${city}`, icon: 'clock' },
          { value: `${random.between(90, 99)}%`, label: `Success rate in ${city}`, icon: 'award' },
        ],
        foreclosureFacts: `${state} has its own foreclosure rules. ${text(lengths.foreclosureFacts - 6)}`,
        neighbourhoods,
        faqAnswers: {
          speed: `We respond to ${city} calls within ${hours} hours, day or night. ${text(lengths.speed - 11)}`,
          areas: `We serve all of ${city}, from ${first} and ${second} to ${third}. ${text(lengths.areas - 12)}`,
          homeValues: text(lengths.homeValues),
          stateLaw: `In ${state}, ${text(lengths.stateLaw - 2, true)}`,
          economy: text(lengths.economy),
        },
        areaServed: [city, county, first, second, third],
      },
    ],
  }
}
