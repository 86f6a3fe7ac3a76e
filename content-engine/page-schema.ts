import { Type } from '@sinclair/typebox'
import { Defaulted, type Resolved } from '../blocks/define'

export const PageMetaSchema = Type.Object(
  {
    title: Type.Optional(
      Type.String({
        minLength: 10,
        maxLength: 70,
        description:
          'Page title (the brand suffix is added when missing); city pages derive it from the city and state when left out',
      }),
    ),
    description: Type.Optional(
      Type.String({
        minLength: 50,
        maxLength: 170,
        description:
          'Meta description shown by search engines; derived from the place on city pages when left out',
      }),
    ),
    keywords: Type.Optional(
      Type.Array(Type.String({ minLength: 2 }), {
        minItems: 1,
        description: 'Search keywords; derived from the place on city pages when left out',
      }),
    ),
    image: Type.Optional(
      Type.String({
        pattern: '^/',
        description: 'Social-sharing image path; the site default otherwise',
      }),
    ),
    robots: Defaulted(Type.String({ description: 'Robots directive' }), 'index, follow'),
    breadcrumb: Type.Optional(
      Type.String({
        minLength: 1,
        description: "This page's breadcrumb label (else from site.yaml or the path)",
      }),
    ),
    structuredData: Type.Optional(
      Type.Array(Type.Record(Type.String(), Type.Unknown()), {
        description: 'Extra JSON-LD objects for this page',
      }),
    ),
  },
  { additionalProperties: false, description: 'Head metadata of the page' },
)
/** Head metadata as written: title, description and keywords may be derived. */
export type WrittenPageMeta = Resolved<typeof PageMetaSchema>
/** Head metadata as rendered: always complete. */
export type PageMeta = WrittenPageMeta & { title: string; description: string; keywords: string[] }

/** The page envelope; each block is then validated against its own type's schema. */
export const PageEnvelopeSchema = Type.Object(
  {
    meta: Defaulted(PageMetaSchema, {}),
    blocks: Type.Array(Type.Object({ type: Type.String() }, { additionalProperties: true }), {
      minItems: 1,
    }),
  },
  { additionalProperties: false },
)
