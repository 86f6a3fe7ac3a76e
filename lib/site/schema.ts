import { Type, type Static } from '@sinclair/typebox'
import { Link, Text } from '../../contracts/schema-primitives'
import { LegalSchema, ReliefNoticeSchema, TrustSchema } from './legal-schema'

const days = '(Mo|Tu|We|Th|Fr|Sa|Su)'
const time = '([01][0-9]|2[0-3]):[0-5][0-9]'

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()])

export const SiteSchema = Type.Object(
  {
    brand: Text('Brand name; appended to page titles that lack it'),
    host: Type.String({
      pattern: '^https://[^/]+$',
      description: 'Canonical origin, no trailing slash',
    }),
    phone: Type.Object(
      {
        display: Text('Phone number as shown, e.g. (800) 555-0142'),
        e164: Type.String({
          pattern: '^\\+1\\d{10}$',
          description: 'E.164 form for tel: links, e.g. +18005550142',
        }),
      },
      { additionalProperties: false },
    ),
    email: Type.String({ format: 'email', description: 'Public contact e-mail' }),
    demo: Type.Optional(
      Type.Boolean({
        description:
          'Marks the contact values as examples (reserved example domains, 555-01xx numbers). Without it the check refuses such values, so the example site can never go live by mistake.',
      }),
    ),
    foundingYear: Type.Integer({ minimum: 1900, maximum: 2100 }),
    defaultImage: Type.String({ pattern: '^/', description: 'Default social-sharing image path' }),
    locale: Type.String({ default: 'en_US' }),
    twitterHandle: Type.Optional(Type.String({ pattern: '^@' })),
    analytics: Type.Object(
      {
        gtmId: Nullable(Type.String({ pattern: '^GTM-[A-Z0-9]+$' })),
        gaId: Nullable(Type.String({ pattern: '^G-[A-Z0-9]+$' })),
        metaPixelId: Nullable(Type.String({ pattern: '^[0-9]{6,20}$' })),
      },
      { additionalProperties: false, description: 'Analytics ids; null turns a vendor off' },
    ),
    popup: Type.Object(
      {
        delaySeconds: Type.Integer({
          minimum: 1,
          default: 30,
          description: 'Seconds on a page after which the exit-intent popup opens',
        }),
        scrollPercent: Type.Integer({
          minimum: 1,
          maximum: 100,
          default: 50,
          description: 'Scroll depth (percent of the page) past which the popup opens',
        }),
        offerGuide: Type.Boolean({
          default: true,
          description: 'Offer the Stop Foreclosure Checklist download (an opt-in checkbox)',
        }),
        title: Type.String({ minLength: 1, default: 'Wait! Get Free Foreclosure Help' }),
        description: Type.String({
          minLength: 1,
          default:
            'Leave your details and a specialist will reach out within 2 hours. Free, confidential, no upfront fees.',
        }),
        submitLabel: Type.String({ minLength: 1, default: 'Get My Free Consultation' }),
      },
      {
        additionalProperties: false,
        default: {},
        description:
          'Exit-intent popup with the mini contact form: opens once per browser session, on the first of the delay, the scroll depth or the mouse leaving through the top',
      },
    ),
    forms: Type.Object(
      {
        consent: Text(
          'Consent line under the button of every form: what a visitor agrees to by sending it',
        ),
        consentLink: Type.Optional(Link),
      },
      {
        additionalProperties: false,
        description:
          'Wording shared by the contact form and the popup form; consentLink follows the consent line (e.g. the privacy policy)',
      },
    ),
    header: Type.Object(
      {
        nav: Type.Array(Link, { minItems: 1 }),
        cta: Link,
        callLabel: Text('Label of the click-to-call link'),
      },
      { additionalProperties: false },
    ),
    footer: Type.Object(
      {
        about: Text('Short company description under the brand'),
        columns: Type.Array(
          Type.Object(
            { title: Text('Column heading'), links: Type.Array(Link, { minItems: 1 }) },
            { additionalProperties: false },
          ),
        ),
        partnerNote: Text('Line under the contact links'),
      },
      { additionalProperties: false },
    ),
    legal: LegalSchema,
    reliefNotice: ReliefNoticeSchema,
    trust: TrustSchema,
    breadcrumbLabels: Type.Record(Type.String(), Type.String(), {
      description: 'Friendly labels for path segments; others are title-cased',
    }),
    organization: Type.Object(
      {
        description: Text('Organisation description for structured data'),
        ratingValue: Type.Number({ minimum: 0, maximum: 5 }),
        reviewCount: Type.Integer({ minimum: 0 }),
        serviceRadiusMeters: Type.Integer({
          minimum: 0,
          description: 'Radius of the service area circle around serviceAreaCenter, in metres',
        }),
        serviceAreaCenter: Type.Object(
          {
            latitude: Type.Number({ minimum: -90, maximum: 90 }),
            longitude: Type.Number({ minimum: -180, maximum: 180 }),
          },
          {
            additionalProperties: false,
            description:
              'Centre of the service area circle (decimal degrees), e.g. the geographic centre of the contiguous United States for a nationwide service',
          },
        ),
        openingHours: Type.String({
          pattern: `^${days}([-,]${days})* ${time}-${time}$`,
          description:
            'When the business answers, in schema.org openingHours form: days Mo Tu We Th Fr Sa Su, 24-hour times, e.g. Mo-Fr 08:00-20:00, or Mo-Su 00:00-23:59 for around the clock',
        }),
        offerName: Text('Name of the free offer'),
        offerPrice: Type.Number({ minimum: 0 }),
        currency: Type.String({ pattern: '^[A-Z]{3}$' }),
        areaServed: Type.Array(Type.String(), { minItems: 1 }),
      },
      { additionalProperties: false },
    ),
    claims: Type.Object(
      {
        homesSaved: Text('Homes saved, company-wide, as shown: 5,000+'),
        successRate: Text('Success rate, company-wide, as shown: 95%'),
        wouldRecommend: Text('Share of clients who would recommend us: 98%'),
        averageResponse: Text('Average response, company-wide: 24-hour'),
      },
      {
        additionalProperties: false,
        description:
          "Company-wide figures, declared once: a page that writes another value is an error. The rating and review count are organization.ratingValue and reviewCount; city figures are each city page's stats",
      },
    ),
    notFound: Type.Object(
      {
        title: Text('Not-found heading'),
        message: Text('Not-found text'),
        homeLink: Link,
        links: Type.Array(Link, {
          minItems: 1,
          description: 'The main pages offered on the not-found page',
        }),
        callText: Text('Line before the phone number on the not-found page'),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false, title: 'Site', description: 'Site-wide settings' },
)

export type Site = Static<typeof SiteSchema>
