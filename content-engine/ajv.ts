import type { ValidateFunction } from 'ajv'
import { createAjv } from '../lib/ajv'
import type { TSchema } from '@sinclair/typebox'

const ajv = createAjv({
  allErrors: true,
  verbose: true,
  useDefaults: true,
  strict: false,
  allowUnionTypes: true,
})

const compiled = new WeakMap<TSchema, ValidateFunction>()

/** A cached ajv validator for a schema; validation fills in schema defaults. */
export function validatorFor(schema: TSchema): ValidateFunction {
  let validate = compiled.get(schema)
  if (!validate) {
    validate = ajv.compile(schema)
    compiled.set(schema, validate)
  }
  return validate
}
