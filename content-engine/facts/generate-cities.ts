import { usStates } from '../../blocks/shared/us-states'
import { fixtureRoot, HEADER } from '../fixtures/fixture-root'
import { publicFiles } from './fixtures'

/** A small deterministic random source, so generated sites are the same on every run. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

const SYLLABLES = 'bar bel cor dan fen gar hol kin lor mar nor pel quin ros sal tor val wen yar zel'
const WORDS =
  'home loan lender notice sale court county trustee payment owner family equity offer cash buyer market value month week deadline plan option help call partner broker agent review paperwork judgment auction delay refinance takeover interest rate tax bill job layoff repair roof street block neighborhood school hospital factory port rail office store price demand supply season winter summer rent tenant credit score bank letter hearing filing answer summons redemption period'.split(
    ' ',
  )

/** Writes `count` valid, distinct city pages (plus the pages they link to) into a new folder. */
export function generateCitySite(count: number, seed = 1): string {
  const next = random(seed)
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!
  const syllables = SYLLABLES.split(' ')
  const name = (parts: number) => {
    const word = Array.from({ length: parts }, () => pick(syllables)).join('')
    return word[0]!.toUpperCase() + word.slice(1)
  }
  const prose = (length: number, ...names: string[]) =>
    Array.from({ length }, (_, i) => (i % 12 === 5 && names.length ? pick(names) : pick(WORDS)))
      .join(' ')
      .replace(/^./, (c) => c.toUpperCase()) + '.'
  const files: Record<string, string> = {
    ...publicFiles,
    'content/pages/index.yaml': stub('index', 2),
    'content/pages/contact.yaml': stub('contact', 2),
  }
  for (const service of ['auction-delay', 'cash-purchase', 'foreclosure-rescue'])
    files[`content/pages/services/${service}.yaml`] = stub(service, 3)
  const used = new Set<string>()
  for (let i = 0; used.size < count; i++) {
    const city = `${name(2)} ${name(2)}`
    if (used.has(city)) continue
    used.add(city)
    const state = pick(usStates.filter((s) => !['California', 'Florida'].includes(s)))
    const places = Array.from(
      { length: 16 },
      (_, n) => `${name(2)} ${['Park', 'Heights', 'Hills', 'Square'][n % 4]}`,
    )
    const unique = [...new Set(places)]
    while (unique.length < 16) unique.push(`${name(3)} Village`)
    const text = (length: number) => prose(length, city, ...unique)
    files[`content/pages/city-${used.size}.yaml`] = `${HEADER(2)}
blocks:
  - type: city-landing
    city: ${city}
    region: Greater ${city}
    county: ${city} County
    state: ${state}
    intro: ${text(45)}
    stats:
      - { value: ${10 + (i % 90)}0+, label: Homes saved in ${city}, icon: home }
      - { value: ${1 + (i % 20)} hrs, label: Average response time in ${city}, icon: clock }
      - { value: ${90 + (i % 10)}%, label: Success rate in ${city}, icon: award }
    foreclosureFacts: ${state} ${text(35)}
    neighbourhoods: [${unique.slice(0, 16).join(', ')}]
    faqAnswers:
      speed: ${text(60)}
      areas: ${text(50)}
      homeValues: ${text(50)}
      stateLaw: In ${state}, ${text(70)}
      economy: ${text(60)}
    areaServed: [${city}, ${unique.slice(0, 4).join(', ')}]
`
  }
  return fixtureRoot(files)
}

function stub(title: string, depth: number) {
  return `${HEADER(depth)}
meta:
  title: The ${title} page of the generated site
  description: A description that is long enough to satisfy the fifty character minimum.
  keywords: [test]
blocks:
  - type: hero
    title: ${title}
`
}
