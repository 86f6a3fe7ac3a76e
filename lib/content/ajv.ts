import { Ajv, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import type { TSchema } from '@sinclair/typebox'

const ajv = new Ajv({
  allErrors: true,
  verbose: true,
  useDefaults: true,
  strict: false,
  allowUnionTypes: true,
})
addFormats.default(ajv)

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
