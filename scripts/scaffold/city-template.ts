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
  const neighbourhoods = Array.from(
    { length: 16 },
    (_, i) => `      - ${todo(`neighbourhood ${i + 1} of ${city}`)}`,
  )
  const areas = Array.from(
    { length: 4 },
    (_, i) =>
      `      - ${todo(`nearby place ${i + 2}, also named in the neighbourhoods or answers`)}`,
  )
  return `# yaml-language-server: $schema=../../schemas/page.schema.json
blocks:
  - type: city-landing
    city: ${city}
    region: ${region ?? todo(`the wider area, as in "And all other … communities"`)}
    county: ${todo(`the county ${city} is in, e.g. Hillsborough County`)}
    state: ${state}
${statePage ? `    statePage: ${statePage}\n` : ''}    intro: >-
      ${todoText(`two or three sentences for ${city} homeowners facing foreclosure`)}
    stats:
      - { value: ${todo('homes saved, e.g. 150+')}, label: ${plain(`${place.city} homes saved`)}, icon: home }
      - { value: ${todo('response time, e.g. 8 hrs')}, label: ${plain(`Average response time in ${place.city}`)}, icon: clock }
      - { value: ${todo('success rate, e.g. 98%')}, label: ${plain(`Success rate in ${place.city}`)}, icon: award }
    foreclosureFacts: >-
      ${todoText(`one or two sentences on how foreclosure works in ${state}`)}
    neighbourhoods:
${neighbourhoods.join('\n')}
    faqAnswers:
      speed: >-
        ${todoText(`how quickly a foreclosure can be stopped in ${city}`)}
      areas: >-
        ${todoText(`the areas of ${city} and around it that are served`)}
      homeValues: >-
        ${todoText(`typical home values in ${city}, with figures`)}
      stateLaw: >-
        ${todoText(`how ${state} foreclosure law works (name ${state}): steps and deadlines`)}
      economy: >-
        ${todoText(`how the ${city} economy affects foreclosures and home sales`)}
    areaServed:
      - ${city}
${areas.join('\n')}
`
}
