import type { Random } from './seeded'

/** Counties of the one-state shapes' state, as many as Ohio's, in a few regions. */
const COUNTIES = 88
const REGIONS = 8

/**
 * The county and region of each city. Spread over states, each city has its own ("Belcorwen
 * County", "Greater Belcorwen"); in one state, cities share them as real ones do: the first cities
 * are the seats of the state's counties, every other city lies in one of them, and each county in
 * one of the regions, named after their first cities.
 */
export function countiesAndRegions(random: Random, cities: string[], shared: boolean) {
  const counties = Math.min(COUNTIES, cities.length)
  const regions = Math.min(REGIONS, counties)
  return cities.map((city, i) => {
    if (!shared) return { county: `${city} County`, region: `Greater ${city}` }
    const seat = i < counties ? i : random.between(0, counties - 1)
    return { county: `${cities[seat]!} County`, region: `Greater ${cities[seat % regions]!}` }
  })
}
