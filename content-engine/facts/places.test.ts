import { describe, expect, it } from 'vitest'
import { placeOf } from './places'
import type { SourcedPage } from './place-pages'

const cityBlock = {
  type: 'city-landing',
  city: 'Akron',
  region: 'Northeast Ohio',
  county: 'Summit County',
  state: 'Ohio',
  areaServed: ['Akron', 'Cuyahoga Falls'],
  neighbourhoods: ['Highland Square', 'Firestone Park'],
  allowedMentions: { 'faqAnswers.areas': ['Canton'] },
}

const pageWith = (blocks: object[]) =>
  ({ file: 'content/pages/akron.yaml', route: '/akron', blocks }) as unknown as SourcedPage

describe('the place a page declares', () => {
  it("is a city page's city, region, county, state and lists, from its city-landing block", () => {
    const place = placeOf(pageWith([{ type: 'hero' }, cityBlock]))!
    expect(place).toMatchObject({ kind: 'city', blockIndex: 1, city: 'Akron', state: 'Ohio' })
    expect([place.region, place.county]).toEqual(['Northeast Ohio', 'Summit County'])
    expect(place.areaServed).toEqual(cityBlock.areaServed)
    expect(place.neighbourhoods).toEqual(cityBlock.neighbourhoods)
    expect(place.allowed).toEqual(cityBlock.allowedMentions)
  })

  it("is a state page's state, with its listed cities as its neighbourhoods", () => {
    const stateBlock = { type: 'state-cities', state: 'Ohio', cities: [{ name: 'Akron' }] }
    const place = placeOf(pageWith([stateBlock]))!
    expect(place).toMatchObject({ kind: 'state', blockIndex: 0, state: 'Ohio' })
    expect(place.city).toBeUndefined()
    expect(place.neighbourhoods).toEqual(['Akron'])
    expect(place.areaServed).toEqual([])
  })

  it('is none on a page without a place block', () => {
    expect(placeOf(pageWith([{ type: 'hero' }]))).toBeUndefined()
  })
})
