import { instructionFor, type Instruction } from '../../content-engine/scaffold-instructions'

/**
 * The YAML of a new city page (the city-landing block's place format). Everything a person has
 * to look up is a "TODO: …" value, which `npm run check` reports until it is replaced; the
 * wording shared by every city comes from the block's defaults, and the title, description
 * and keywords are derived from the city and state.
 */
export interface NewCity {
  city: string
  state: string
  region?: string
  /** The state's page, when the state has one: it then links this city. */
  statePage?: string
}

const todo = (what: string) => `"TODO: ${what.replace(/"/g, "'")}"`
/** Inside a `>-` text, where quotes would become part of the text. */
const todoText = (what: string) => `TODO: ${what}`

/** A name as YAML: plain when that reads back the same, else double-quoted. */
const plain = (name: string) => (/^[A-Za-z][\w .'-]*$/.test(name) ? name : JSON.stringify(name))

export function cityPageYaml(place: NewCity): string {
  const { state, statePage } = place
  const city = plain(place.city)
  const region = place.region === undefined ? undefined : plain(place.region)
  const say = (which: Instruction, n?: number) =>
    instructionFor(which, { city: place.city, state, n })
  const neighbourhoods = Array.from(
    { length: 16 },
    (_, i) => `      - ${todo(say('neighbourhood', i + 1))}`,
  )
  const areas = Array.from({ length: 4 }, (_, i) => `      - ${todo(say('nearbyPlace', i + 2))}`)
  return `# yaml-language-server: $schema=../../schemas/page.schema.json
blocks:
  - type: city-landing
    city: ${city}
    region: ${region ?? todo(say('region'))}
    county: ${todo(say('county'))}
    state: ${state}
${statePage ? `    statePage: ${statePage}\n` : ''}    intro: >-
      ${todoText(say('intro'))}
    stats:
      - { value: ${todo(say('homesSaved'))}, label: ${plain(`${place.city} homes saved`)}, icon: home }
      - { value: ${todo(say('responseTime'))}, label: ${plain(`Average response time in ${place.city}`)}, icon: clock }
      - { value: ${todo(say('successRate'))}, label: ${plain(`Success rate in ${place.city}`)}, icon: award }
    foreclosureFacts: >-
      ${todoText(say('foreclosureFacts'))}
    neighbourhoods:
${neighbourhoods.join('\n')}
    faqAnswers:
      speed: >-
        ${todoText(say('speed'))}
      areas: >-
        ${todoText(say('areas'))}
      homeValues: >-
        ${todoText(say('homeValues'))}
      stateLaw: >-
        ${todoText(say('stateLaw'))}
      economy: >-
        ${todoText(say('economy'))}
    areaServed:
      - ${city}
${areas.join('\n')}
`
}
