import { describe, expect, it } from 'vitest'
import { loadPlaces, placeProblems, realPage, tampaPage } from '../testing/fact-fixtures'

const chicago = realPage('chicago')
const miami = realPage('miami')
const florida = realPage('florida')

/** A correct new city page in Florida. */
const tampa = tampaPage

const stateList = (pages: Record<string, string>) => {
  const page = loadPlaces(pages).content!.pages.find((p) => p.route === '/florida')!
  const block = page.blocks.find((b) => b.type === 'state-cities')!
  return block.cities
}

describe('state pages link the city pages that name them', () => {
  it('links Miami from the Florida list because miami.yaml says statePage: /florida', () => {
    const cities = stateList({ florida, miami, chicago })
    expect(cities).toHaveLength(15)
    expect(cities[0]).toEqual({ name: 'Miami', href: '/miami' })
    expect(cities.filter((city) => city.href)).toHaveLength(1)
    expect(cities[2]).toEqual({ name: 'Tampa' })
  })

  it('links a new city with no edit of the state page', () => {
    const cities = stateList({ florida, miami, tampa })
    expect(cities[2]).toEqual({ name: 'Tampa', href: '/tampa' })
  })

  it('puts a city page missing from the list in place of the last plain-text city', () => {
    const naples = tampa.replaceAll('Tampa', 'Naples').replaceAll('Hillsborough', 'Collier')
    const cities = stateList({ florida, naples })
    expect(cities).toHaveLength(15)
    expect(cities[14]).toEqual({ name: 'Naples', href: '/naples' })
    expect(cities.map((city) => city.name)).not.toContain('Coral Springs')
  })

  it('asks a city in a state with a state page to name it', () => {
    const orphan = miami.replace('    statePage: /florida\n', '')
    expect(placeProblems({ florida, miami: orphan })).toEqual([
      'content/pages/miami.yaml:19:12  blocks[0] (city-landing) › state: Florida has a state page, /florida: add "statePage: /florida" so it links this city',
    ])
  })

  it('refuses a statePage of another state or of a page that is not a state page', () => {
    const wrong = chicago.replace(
      '    state: Illinois\n',
      '    state: Illinois\n    statePage: /florida\n',
    )
    expect(placeProblems({ florida, chicago: wrong })).toContainEqual(
      'content/pages/chicago.yaml:21:16  blocks[0] (city-landing) › statePage: /florida is the Florida page, but this city is in Illinois; remove statePage or correct state',
    )
    const notState = miami.replace('statePage: /florida', 'statePage: /contact')
    expect(placeProblems({ florida, miami: notState })).toContainEqual(
      'content/pages/miami.yaml:20:16  blocks[0] (city-landing) › statePage: /contact is not a state page (a page with a state-cities block); the Florida page is /florida',
    )
  })

  it('asks for hand-written links in the state list to be removed', () => {
    const linked = florida.replace('{ name: Miami }', '{ name: Miami, href: /miami }')
    expect(placeProblems({ florida: linked, miami })).toEqual([
      expect.stringMatching(
        /^content\/pages\/florida\.yaml:\d+:\d+  blocks\[3\] \(state-cities\) › cities\[0\] › href: remove href: Miami is linked automatically when its page says "statePage: \/florida"$/,
      ),
    ])
  })

  it('derives title, description and keywords of a city page that leaves them out', () => {
    const bare = tampa.replace(/^meta:[^]*?(?=^blocks:)/m, '')
    const page = loadPlaces({ florida, tampa: bare }).content!.pages.find(
      (p) => p.route === '/tampa',
    )!
    expect(page.meta).toMatchObject({
      title: 'Stop Foreclosure in Tampa, FL | Cash Home Buyers',
      description: expect.stringMatching(/^Facing foreclosure in Tampa, Florida\?/),
      keywords: expect.arrayContaining(['stop foreclosure Tampa', 'Florida foreclosure process']),
    })
  })
})
