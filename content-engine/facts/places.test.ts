import { describe, expect, it } from 'vitest'
import { placeOf } from './places'
import { perDeclarations, validatedOnce } from './per-page'
import type { Declared } from './declared'
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

/** A page as a build holds it: each read of its blocks is a copy, read from disk. */
const heldPage = () => {
  const page = {
    file: 'content/pages/akron.yaml',
    route: '/akron',
    blockTypes: ['hero', 'city-landing'],
  }
  const blocks = () => structuredClone([{ type: 'hero' }, cityBlock])
  return Object.defineProperty(page, 'blocks', {
    get: blocks,
    enumerable: true,
  }) as unknown as SourcedPage
}

describe('the place a page declares', () => {
  it("reads its names from the page's block, and its lists at each use, keeping none", () => {
    const place = placeOf(heldPage())!
    expect(place).toMatchObject({ kind: 'city', blockIndex: 1, city: 'Akron', state: 'Ohio' })
    expect([place.region, place.county]).toEqual(['Northeast Ohio', 'Summit County'])
    expect(place.areaServed).toEqual(cityBlock.areaServed)
    expect(place.neighbourhoods).toEqual(cityBlock.neighbourhoods)
    expect(place.allowed).toEqual(cityBlock.allowedMentions)
    expect(place.neighbourhoods).not.toBe(place.neighbourhoods)
    expect(Object.values(place).filter(Array.isArray)).toEqual([])
  })

  it('is declared, in a validation that keeps nothing, by what it reads at each use', () => {
    const place = placeOf(heldPage())!
    const declared = validatedOnce(() => perDeclarations<Declared[]>()([place], (all) => all))[0]!
    expect(declared).toMatchObject({
      file: 'content/pages/akron.yaml',
      route: '/akron',
      city: 'Akron',
    })
    expect(declared.neighbourhoods).toEqual(cityBlock.neighbourhoods)
    expect(declared.areaServed).not.toBe(declared.areaServed)
  })
})
