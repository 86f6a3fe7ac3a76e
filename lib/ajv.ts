import { Ajv, type Options } from 'ajv'
import addFormatsPlugin from 'ajv-formats'
import type { FormatName } from 'ajv-formats'

// ajv-formats is CommonJS: its default export is the plugin under Node's interop and the
// plugin's `default` property under a bundler's.
const addFormats =
  (addFormatsPlugin as unknown as { default?: typeof addFormatsPlugin }).default ?? addFormatsPlugin

/** An Ajv instance with the string formats (all, or the ones named) that the schemas use. */
export function createAjv(options: Options, formats?: FormatName[]): Ajv {
  const ajv = new Ajv(options)
  addFormats(ajv, formats)
  return ajv
}
