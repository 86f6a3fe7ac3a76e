import type { Options, ValidateFunction } from 'ajv'
import { createAjv } from '../lib/ajv'
import type { TSchema } from '@sinclair/typebox'
import { blockSchemas } from '../blocks/schemas'
import { SiteSchema } from '../lib/site/schema'
import { PageEnvelopeSchema } from './page-schema'
import { cachedValidators } from './validator-cache'

const OPTIONS: Options = {
  allErrors: true,
  verbose: true,
  useDefaults: true,
  strict: false,
  allowUnionTypes: true,
}

/** Every schema the content is validated against, by a name of its own. */
const CONTENT_SCHEMAS: Record<string, TSchema> = {
  page: PageEnvelopeSchema,
  site: SiteSchema,
  ...Object.fromEntries(Object.entries(blockSchemas).map(([type, s]) => [`block-${type}`, s])),
}

let ajv: ReturnType<typeof createAjv> | undefined
let cached: Map<TSchema, ValidateFunction> | undefined | null = null
const compiled = new WeakMap<TSchema, ValidateFunction>()

/**
 * An ajv validator for a schema; validation fills in schema defaults. The content's own schemas
 * come generated from the disk cache; any other schema is compiled once per process.
 */
export function validatorFor(schema: TSchema): ValidateFunction {
  if (cached === null) cached = cachedValidators(CONTENT_SCHEMAS, OPTIONS)
  let validate = cached?.get(schema) ?? compiled.get(schema)
  if (!validate) {
    validate = (ajv ??= createAjv(OPTIONS)).compile(schema)
    compiled.set(schema, validate)
  }
  return validate
}
