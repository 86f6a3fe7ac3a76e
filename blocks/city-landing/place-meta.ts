import { usStateCodes, type UsState } from '../shared/us-states'

export interface DeclaredPlace {
  city: string
  state: UsState
}

/** Head metadata a city page gets when its file leaves title, description or keywords out. */
export function cityPageMeta({ city, state }: DeclaredPlace) {
  const code = usStateCodes[state]
  return {
    title: `Stop Foreclosure in ${city}, ${code} | Cash Home Buyers`,
    description: `Facing foreclosure in ${city}, ${state}? Licensed partners answer 24/7: stop the sale, rescue your loan or get a cash offer within 24 hours. No upfront fees.`,
    keywords: [
      `stop foreclosure ${city}`,
      `${city} foreclosure help`,
      `${state} foreclosure process`,
      `sell my house fast ${city}`,
      `cash home buyers ${city}`,
      `we buy houses ${city} ${code}`,
    ],
  }
}
