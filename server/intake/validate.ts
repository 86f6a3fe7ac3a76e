import type { ErrorObject, ValidateFunction } from 'ajv'
import { createAjv } from '../../lib/ajv'
import type { FieldError, IntakeKind } from '../../contracts/lead-api'
import { INTAKE_SCHEMAS } from '../../contracts/lead-api'

const MAX_REPORTED_ERRORS = 20

const ajv = createAjv({ allErrors: true, strict: true }, ['email'])

const validators = Object.fromEntries(
  Object.entries(INTAKE_SCHEMAS).map(([kind, schema]) => [kind, ajv.compile(schema)]),
) as Record<IntakeKind, ValidateFunction>

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] }

export function validateIntake<T>(kind: IntakeKind, body: unknown): Validation<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, errors: [{ field: 'body', message: 'must be a JSON object' }] }
  }
  const validate = validators[kind]
  if (validate(body)) return { ok: true, value: body as T }
  const errors = (validate.errors ?? []).map(describeError)
  return { ok: false, errors: dedupe(errors).slice(0, MAX_REPORTED_ERRORS) }
}

function describeError(error: ErrorObject): FieldError {
  const field = error.instancePath.split('/')[1] ?? ''
  const params = error.params as Record<string, unknown>
  switch (error.keyword) {
    case 'required':
      return { field: String(params.missingProperty), message: 'is required' }
    case 'additionalProperties':
      return { field: String(params.additionalProperty), message: 'is not an accepted field' }
    case 'type':
      return { field, message: `must be a ${String(params.type)}` }
    case 'minLength':
      return { field, message: params.limit === 1 ? 'must not be empty' : `is too short` }
    case 'maxLength':
      return { field, message: `must be at most ${String(params.limit)} characters` }
    case 'format':
      return { field, message: 'must be a valid email address' }
    case 'enum':
      return { field, message: `must be one of: ${(params.allowedValues as string[]).join(', ')}` }
    case 'pattern':
      return { field, message: PATTERN_MESSAGES[field] ?? 'has an invalid format' }
    default:
      return { field, message: 'is invalid' }
  }
}

const PATTERN_MESSAGES: Record<string, string> = {
  phone: 'must be a phone number with at least 7 digits',
  path: 'must be a page path starting with /',
  href: 'must be a tel: link',
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
