import type { ValidateFunction } from 'ajv'
import { explainAjvErrors, type Wording } from '../../lib/ajv-errors'
import { createAjv } from '../../lib/ajv'
import type { FieldError, IntakeKind } from '../../contracts/lead-api'
import { INTAKE_SCHEMAS } from '../../contracts/lead-api'

const MAX_REPORTED_ERRORS = 20

// verbose: errors carry their schema, whose description words a pattern the field must match.
const ajv = createAjv({ allErrors: true, strict: true, verbose: true }, ['email'])

const validators = Object.fromEntries(
  Object.entries(INTAKE_SCHEMAS).map(([kind, schema]) => [kind, ajv.compile(schema)]),
) as Record<IntakeKind, ValidateFunction>

const FORMAT_NAMES: Record<string, string> = { email: 'email address' }

/** Words for a client of the API: each message follows the name of the field it is about. */
const API_WORDING: Wording = {
  missing: () => 'is required',
  unknown: () => 'is not an accepted field',
  wrongType: (expected) => `must be a ${expected.join(',')}`,
  noBranch: () => 'is invalid',
  notAllowed: (allowed) => `must be one of: ${allowed.join(', ')}`,
  notEqual: () => 'is invalid',
  itemCount: () => 'is invalid',
  tooShort: (limit) => (limit === 1 ? 'must not be empty' : 'is too short'),
  tooLong: (limit) => `must be at most ${limit} characters`,
  wrongForm: ({ description, format }) => {
    if (format) return `must be a valid ${FORMAT_NAMES[format] ?? format}`
    return description ? `must be ${description}` : 'has an invalid format'
  },
  outOfRange: () => 'is invalid',
  other: () => 'is invalid',
}

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] }

export function validateIntake<T>(kind: IntakeKind, body: unknown): Validation<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, errors: [{ field: 'body', message: 'must be a JSON object' }] }
  }
  const validate = validators[kind]
  if (validate(body)) return { ok: true, value: body as T }
  const errors = explainAjvErrors(validate.errors ?? [], API_WORDING).map(
    ({ path, missing, unknown, message }) => ({
      field: missing ?? unknown ?? String(path[0] ?? ''),
      message,
    }),
  )
  return { ok: false, errors: dedupe(errors).slice(0, MAX_REPORTED_ERRORS) }
}

function dedupe(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>()
  return errors.filter((error) => {
    const key = `${error.field}\u0000${error.message}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
