import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { PHONE_NUMBER } from './phone-number'
import { StringEnum } from './schema-primitives'

/**
 * The lead-capture API's contract: request bodies and answers. The server validates with these
 * schemas; the browser code (forms, phone-click beacon) imports the types and service options.
 */

export const SERVICE_OPTIONS = [
  'Foreclosure Rescue Financing',
  'Cash-Out & Second-Lien Financing',
  'Auction Delay & Forbearance',
  'Cash Home Purchase',
  'General Consultation',
] as const
export type ServiceOption = (typeof SERVICE_OPTIONS)[number]
export const DEFAULT_SERVICE: ServiceOption = 'General Consultation'

export const WANTS_GUIDE_OPTIONS = ['Yes', 'No', 'N/A'] as const

const PersonName = Type.String({ minLength: 1, maxLength: 100 })
const PhoneNumber = Type.String({ ...PHONE_NUMBER })
const EmailAddress = Type.String({ format: 'email', maxLength: 254 })
const PagePath = Type.String({
  minLength: 1,
  maxLength: 512,
  pattern: '^/',
  description: 'a page path starting with /',
})
/** Hidden field that people never see; a filled value marks the submission as spam. */
const Honeypot = Type.Optional(Type.String({ maxLength: 2048 }))

export const MiniLeadRequest = Type.Object(
  {
    name: PersonName,
    phone: PhoneNumber,
    email: EmailAddress,
    source: Type.String({ minLength: 1, maxLength: 100 }),
    path: PagePath,
    wantsGuide: StringEnum(WANTS_GUIDE_OPTIONS),
    website: Honeypot,
  },
  { additionalProperties: false },
)
export type MiniLeadRequest = Static<typeof MiniLeadRequest>

export const ContactMessageRequest = Type.Object(
  {
    name: PersonName,
    phone: PhoneNumber,
    email: EmailAddress,
    address: Type.Optional(Type.String({ maxLength: 300 })),
    service: Type.Optional(StringEnum([...SERVICE_OPTIONS, ''] as const)),
    message: Type.Optional(Type.String({ maxLength: 5000 })),
    website: Honeypot,
  },
  { additionalProperties: false },
)
export type ContactMessageRequest = Static<typeof ContactMessageRequest>

export const PhoneClickRequest = Type.Object(
  {
    path: PagePath,
    linkText: Type.String({ maxLength: 200 }),
    href: Type.String({
      minLength: 5,
      maxLength: 200,
      pattern: '^tel:',
      description: 'a tel: link',
    }),
    context: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
)
export type PhoneClickRequest = Static<typeof PhoneClickRequest>

/** Body of a 202 answer. @public */
export interface AcceptedResponse {
  id: string
}
export interface FieldError {
  field: string
  message: string
}
/** Body of a 422 answer. @public */
export interface ValidationErrorResponse {
  errors: FieldError[]
}
/** Body of the other 4xx/5xx answers. @public */
export interface ErrorResponse {
  error: string
}

// In a module of its own so browser code can import it without the schema library.
export { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from './idempotency'

export type IntakeKind = 'lead' | 'message' | 'phone-click'

export const INTAKE_SCHEMAS: Record<IntakeKind, TSchema> = {
  lead: MiniLeadRequest,
  message: ContactMessageRequest,
  'phone-click': PhoneClickRequest,
}

/**
 * Where a form posted without JavaScript (`application/x-www-form-urlencoded`) is sent with a
 * 303: the confirmation when accepted, the explanation page for any refusal. Both are content
 * pages; neither URL carries anything the visitor typed.
 */
export const FORM_CONFIRMATION_PATH = '/thank-you'
export const FORM_PROBLEM_PATH = '/form-problem'
