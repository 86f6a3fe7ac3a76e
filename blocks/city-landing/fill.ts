import type { BlockProps } from '../define'
import type { CityLandingSchema } from './schema'

export type CityLandingProps = BlockProps<typeof CityLandingSchema>

/** Fills {city}, {region}, {state} and {phone} in the shared wording for one page. */
export function placeFiller({ city, region, state, ctx }: CityLandingProps) {
  return (text: string) =>
    text
      .replaceAll('{city}', city)
      .replaceAll('{region}', region)
      .replaceAll('{state}', state)
      .replaceAll('{phone}', ctx.phone.display)
}

/** The five FAQ items: the shared question templates paired with this place's answers. */
export function cityFaqItems(props: CityLandingProps) {
  const fill = placeFiller(props)
  const topics = ['speed', 'areas', 'homeValues', 'stateLaw', 'economy'] as const
  return topics.map((topic) => ({
    question: fill(props.faqQuestions[topic]),
    answer: props.faqAnswers[topic],
  }))
}
