import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { TSchema } from '@sinclair/typebox'
import { _, type Options, type ValidateFunction } from 'ajv'
import standaloneModule from 'ajv/dist/standalone/index.js'
import { createAjv } from '../lib/ajv'

// ajv's standalone module is CommonJS: its default export sits under `default` when bundled.
const standaloneCode =
  (standaloneModule as unknown as { default?: typeof standaloneModule }).default ?? standaloneModule

const require = createRequire(import.meta.url)
const versions = ['ajv', 'ajv-formats'].map(
  (name) =>
    (
      JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as {
        version: string
      }
    ).version,
)

/** Where the generated validators are kept, beside other tools' caches; never committed. */
export const CACHE_DIR = join(process.cwd(), 'node_modules/.cache/site-validators')

/** A name usable as a JavaScript export: `block_city_landing`. */
const exportName = (name: string) => name.replace(/[^A-Za-z0-9_]/g, '_')

const AJV_LENGTH = 'require("ajv/dist/runtime/ucs2length").default'
/**
 * ajv counts a string's characters (for minLength and maxLength) in a loop over its code units,
 * pairing surrogates; a string without a high surrogate has as many characters as code units,
 * which a regular expression finds out several times faster.
 */
const FAST_LENGTH = `((count) => (text) => /[\\ud800-\\udbff]/.test(text) ? count(text) : text.length)(${AJV_LENGTH})`

function generate(schemas: Record<string, TSchema>, options: Options): string {
  const formats = _`require("ajv-formats/dist/formats").fullFormats`
  const ajv = createAjv({ ...options, code: { source: true, formats } })
  for (const [name, schema] of Object.entries(schemas)) ajv.addSchema(schema, name)
  const names = Object.keys(schemas)
  const code = standaloneCode(
    ajv,
    Object.fromEntries(names.map((name) => [exportName(name), name])),
  )
  return code.replaceAll(AJV_LENGTH, FAST_LENGTH)
}

/**
 * The validators of `schemas` as ajv generates them once and keeps them on disk: compiling every
 * schema costs each process (a build, a check, each test file) about 0.3 s; loading the generated
 * code takes a few milliseconds. The file name is a hash of the schemas, the options and the
 * versions of ajv, so a changed schema is compiled again. Undefined when the cache cannot be
 * written (validation then compiles in memory).
 */
export function cachedValidators(
  schemas: Record<string, TSchema>,
  options: Options,
): Map<TSchema, ValidateFunction> | undefined {
  const key = createHash('sha256')
    .update(JSON.stringify([versions, options, schemas, FAST_LENGTH]))
    .digest('hex')
    .slice(0, 16)
  const file = join(CACHE_DIR, `${key}.cjs`)
  try {
    if (!existsSync(file)) {
      mkdirSync(CACHE_DIR, { recursive: true })
      // Written under another name, then renamed: processes started together never read half a file.
      const partial = `${file}.${process.pid}.tmp`
      writeFileSync(partial, generate(schemas, options))
      renameSync(partial, file)
    }
    const loaded = require(file) as Record<string, ValidateFunction>
    return new Map(
      Object.entries(schemas).map(([name, schema]) => [schema, loaded[exportName(name)]!]),
    )
  } catch {
    return undefined
  }
}
