import { faqTopicKeys, type CityLandingProps } from './schema'

/** The five FAQ items: the shared questions paired with this place's answers. */
export function cityFaqItems(props: CityLandingProps) {
  return faqTopicKeys.map((topic) => ({
    question: props.faqQuestions[topic],
    answer: props.faqAnswers[topic],
  }))
}
