import { Type } from '@sinclair/typebox'
import { Defaulted, blockSchema, type BlockProps } from '../define'
import { Text } from '../shared/fields'
import { ImageField } from '../shared/image-field'
import { ServiceCard } from '../service-cards/schema'
import { StatItem } from '../stats/schema'
import { UsStateField } from '../shared/us-states'
import { AllowedMentions, StatePage } from '../shared/place-fields'

/** The five FAQ topics of every city page; questions are shared templates, answers per city. */
const faqTopics = {
  speed: 'How quickly foreclosure can be stopped',
  areas: 'Areas served',
  homeValues: 'Average home value for cash purchases',
  stateLaw: 'State foreclosure law',
  economy: 'Effect of the local economy',
} as const
type FaqTopic = keyof typeof faqTopics
/** The FAQ topics in the order the page asks them. */
export const faqTopicKeys = Object.keys(faqTopics) as FaqTopic[]

const perTopic = (describe: (topic: string) => string) =>
  Type.Object(
    Object.fromEntries(
      Object.entries(faqTopics).map(([key, topic]) => [key, Text(describe(topic))]),
    ) as Record<FaqTopic, ReturnType<typeof Text>>,
    { additionalProperties: false },
  )

const placeholders =
  "{city}, {region} and {state} are replaced by this block's city, region and state when the content is loaded"

/** Wording shared by every city page: one edit here changes all of them. */
const shared = {
  badge: Defaulted(Text(`Hero badge. ${placeholders}`), '24/7 {city} Emergency Response'),
  heading: Defaulted(Text(`The page H1. ${placeholders}`), 'Stop Foreclosure in {city}'),
  helpLabel: Defaulted(Text('Primary hero button (to /contact)'), 'Get {city} Emergency Help'),
  callLabel: Defaulted(Text('Hero tap-to-call button'), 'Call {phone}'),
  heroPoints: Defaulted(
    Type.Array(Text('Short reassurance line'), {
      minItems: 1,
      maxItems: 4,
      description: 'Ticked promise lines under the hero buttons',
    }),
    ['No upfront fees', 'Foreclosure halted in 24-48 hours', 'Cash offer within 24 hours'],
  ),
  image: Defaulted(
    {
      ...ImageField,
      description: `Hero illustration beside the heading on wide screens; alt: ${placeholders}`,
    },
    {
      src: '/images/hero-city.svg',
      alt: 'Illustration of a {city} street of family homes at sunrise',
    },
  ),
  servicesTitle: Defaulted(
    Text('Heading of the service cards'),
    'Foreclosure Help for {city} Homeowners',
  ),
  services: Defaulted(
    Type.Array(ServiceCard, { minItems: 3, maxItems: 3, description: 'The three service cards' }),
    [
      {
        title: 'Foreclosure Stop',
        description:
          'Emergency intervention that can halt a {city} foreclosure sale within 24-48 hours, with a plan to keep your home.',
        features: ['Foreclosure halted in 24-48 hours', 'Loan takeover and payment plans'],
        href: '/services/auction-delay',
        linkLabel: 'Learn more',
        urgent: true,
        icon: 'shield',
      },
      {
        title: 'Cash Home Buyers',
        description:
          'A fair cash offer for your {city} home within 24 hours, and closing in as little as 7 days.',
        features: ['Close in 7 days', 'No repairs, no agent commissions'],
        href: '/services/cash-purchase',
        linkLabel: 'Learn more',
        urgent: false,
        icon: 'home',
      },
      {
        title: 'Loan Rescue',
        description:
          'Rescue financing, loan takeover and interest-only plans that can cut payments by 50% or more.',
        features: ['Access up to 80-90% of your equity', 'No upfront fees'],
        href: '/services/foreclosure-rescue',
        linkLabel: 'Learn more',
        urgent: false,
        icon: 'banknote',
      },
    ],
  ),
  whyTitle: Defaulted(Text('Heading of the reasons section'), 'Why Choose Us in {city}?'),
  whyPoints: Defaulted(
    Type.Array(Text('A reason'), { minItems: 4, maxItems: 4, description: 'The four reasons' }),
    [
      'Licensed brokers and agents partnership: every {city} case is handled by licensed local professionals',
      '{state} foreclosure expertise: we know the deadlines and procedures that apply to your home',
      '24/7 response: our emergency line answers day and night, weekends included',
      'Competitive offers: cash offers based on current {city} market values, never lowball investor prices',
    ],
  ),
  areasTitle: Defaulted(Text('Heading of the neighbourhood grid'), 'Areas We Serve'),
  areasClosing: Defaulted(Text('Line under the grid'), 'And all other {region} communities'),
  faqTitle: Defaulted(Text('FAQ heading'), '{city} Foreclosure & Real Estate FAQ'),
  faqQuestions: Defaulted(
    perTopic((topic) => `Question about: ${topic}`),
    {
      speed: 'How quickly can you stop a foreclosure in {city}?',
      areas: 'What areas of {city} do you serve?',
      homeValues: 'What is the average home value for cash purchases in {city}?',
      stateLaw: 'How does {state} foreclosure law work?',
      economy: 'How does the {city} economy affect foreclosures and home sales?',
    },
  ),
  ctaTitle: Defaulted(Text('Closing heading'), 'Facing Foreclosure in {city}?'),
  ctaText: Defaulted(
    Text('Closing paragraph'),
    "Don't wait until it's too late. Every day counts when you're facing foreclosure in {city}. Get your free consultation today, with no upfront fees.",
  ),
  ctaLabel: Defaulted(Text('Closing button (to /contact)'), 'Stop My {city} Foreclosure'),
  ctaCallLabel: Defaulted(Text('Closing phone button'), 'Call Emergency Line'),
  description: Defaulted(
    Text('Description in the LocalBusiness structured data'),
    'Foreclosure rescue, loan rescue and cash home buying in {city}, {state}, through licensed partner brokers and agents. 24/7 emergency response, free consultation and no upfront fees.',
  ),
}

export const CityLandingSchema = blockSchema(
  'city-landing',
  {
    city: Text('The city or area name, e.g. Chicago or Los Angeles County'),
    region: Text('The wider area for "And all other {region} communities", e.g. Chicagoland'),
    county: Text('The county the place is in, e.g. Cook County (its courts and recorder)'),
    state: UsStateField,
    statePage: Type.Optional(StatePage),
    allowedMentions: Type.Optional(AllowedMentions),
    intro: Text('Opening paragraph written for this place, shown under the hero'),
    stats: Type.Array(StatItem, {
      minItems: 3,
      maxItems: 4,
      description:
        'Local statistic tiles: homes saved, response time, success rate (a fourth where the place has one, e.g. cities in the county)',
    }),
    foreclosureFacts: Text(
      "One or two sentences on this state's foreclosure process, shown under the reasons",
    ),
    neighbourhoods: Type.Array(Text('A real neighbourhood or community'), {
      minItems: 16,
      maxItems: 24,
      uniqueItems: true,
      description: 'Real neighbourhoods of the place (16; up to 24 on California pages)',
    }),
    faqAnswers: perTopic((topic) => `Answer, specific to this place: ${topic}`),
    areaServed: Type.Array(Text('A place name'), {
      minItems: 5,
      maxItems: 5,
      description: 'The five places of the LocalBusiness areaServed structured data',
    }),
    ...shared,
  },
  {
    title: 'City landing page',
    description:
      'The whole local area or city page: hero, services, reasons with statistics, neighbourhoods, FAQ and closing call to action; wording shared by all cities is defaulted. In every text, {city}, {region} and {state} are replaced by the fields of those names when the content is loaded',
  },
)

export type CityLandingProps = BlockProps<typeof CityLandingSchema>
