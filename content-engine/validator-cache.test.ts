import { readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { Type } from '@sinclair/typebox'
import { describe, expect, it } from 'vitest'
import { createAjv } from '../lib/ajv'
import { CACHE_DIR, cachedValidators } from './validator-cache'

const options = { allErrors: true, verbose: true, useDefaults: true, strict: false }
const schema = () =>
  Type.Object(
    { phone: Type.String({ pattern: '^\\(\\d{3}\\)' }), email: Type.String({ format: 'email' }) },
    { additionalProperties: false },
  )

describe('validators kept on disk', () => {
  it('report what a freshly compiled validator reports, defaults included', () => {
    const withDefault = Type.Object({ tone: Type.String({ default: 'light' }) })
    const schemas = { contact: schema(), styled: withDefault }
    const validate = cachedValidators(schemas, options)!.get(schemas.contact)!
    const compiled = createAjv(options).compile(schemas.contact)
    const bad = { phone: '555', email: 'not an email', extra: 1 }
    expect(validate(bad)).toBe(false)
    compiled(bad)
    // What the messages are made of; the schema path names the cache's own schema id.
    const read = (errors: typeof compiled.errors) =>
      JSON.stringify(errors!.map(({ schemaPath: _, ...error }) => error))
    expect(read(validate.errors)).toBe(read(compiled.errors))
    expect(validate.errors).toHaveLength(3)
    const styled = {}
    expect(cachedValidators(schemas, options)!.get(schemas.styled)!(styled)).toBe(true)
    expect(styled).toEqual({ tone: 'light' })
  })

  it('count characters as a freshly compiled validator does, a surrogate pair as one', () => {
    const short = Type.Object({ label: Type.String({ minLength: 2, maxLength: 3 }) })
    const validate = cachedValidators({ short }, options)!.get(short)!
    const compiled = createAjv(options).compile(short)
    const labels = [
      'ab',
      'abc',
      'abcd',
      'a',
      '😀',
      '😀😀😀',
      '😀😀😀😀',
      'a😀b',
      '\ud800ab',
      'ab\ud800',
    ]
    const verdicts = labels.map((label) => validate({ label }))
    expect(verdicts).toEqual(labels.map((label) => compiled({ label })))
    expect(verdicts).toEqual([true, true, false, false, false, true, false, true, true, true])
  })

  it('are generated again when a schema changes', () => {
    const before = cachedValidators({ contact: schema() }, options)
    const files = readdirSync(CACHE_DIR).length
    const seen = new Set(readdirSync(CACHE_DIR))
    const changed = Type.Object({
      phone: Type.String({ minLength: 3, description: `changed at ${process.hrtime.bigint()}` }),
    })
    const after = cachedValidators({ contact: changed }, options)!.get(changed)!
    expect(before).toBeDefined()
    const added = readdirSync(CACHE_DIR).length - files
    // The file made for this run's schema only; removed so the cache does not grow per run.
    for (const name of readdirSync(CACHE_DIR)) if (!seen.has(name)) rmSync(join(CACHE_DIR, name))
    expect(added).toBe(1)
    expect(after({ phone: 'ab' })).toBe(false)
    expect(after({ phone: 'abc' })).toBe(true)
  })
})
