import { describe, expect, it } from 'vitest'
import { parseJsonBody } from './parse-json'
import { cleanMultiLine, cleanSingleLine, isVisible } from './sanitize'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('parseJsonBody', () => {
  it('parses UTF-8 JSON', () => {
    expect(parseJsonBody(bytes('{"name":"José"}'))).toEqual({ ok: true, value: { name: 'José' } })
  })

  it('refuses invalid UTF-8, invalid JSON and prototype keys at any depth', () => {
    expect(parseJsonBody(new Uint8Array([0x22, 0xc3, 0x28, 0x22]))).toEqual({
      ok: false,
      reason: 'invalid-encoding',
    })
    expect(parseJsonBody(bytes('{'))).toEqual({ ok: false, reason: 'invalid-json' })
    expect(parseJsonBody(bytes('[{"a":{"__proto__":1}}]'))).toEqual({
      ok: false,
      reason: 'forbidden-key',
      key: '__proto__',
    })
    expect(parseJsonBody(bytes('{"prototype":1}'))).toMatchObject({ key: 'prototype' })
  })

  it('survives deeply nested input', () => {
    const deep = bytes('['.repeat(100_000) + ']'.repeat(100_000))
    expect(() => parseJsonBody(deep)).not.toThrow()
  })
})

describe('string cleaning', () => {
  it('flattens single-line fields and keeps line breaks in messages', () => {
    expect(cleanSingleLine(' a\tb\r\nc\u0000\u202Ed\uD800 ')).toBe('a b c d\uFFFD')
    expect(cleanMultiLine('  one  \r\n\r\n\r\n\r\ntwo\u0007\tthree ')).toBe('one\n\ntwo\tthree')
  })

  it('keeps joiners inside grapheme clusters and drops them where they join nothing', () => {
    expect(cleanSingleLine('👨\u200D👩\u200D👧')).toBe('👨\u200D👩\u200D👧')
    expect(cleanSingleLine('می\u200Cخواهم')).toBe('می\u200Cخواهم')
    expect(cleanSingleLine('क्\u200Dष')).toBe('क्\u200Dष')
    expect(cleanSingleLine('\u200DJane\u200C')).toBe('Jane')
    expect(cleanSingleLine('a \u200D b')).toBe('a b')
  })

  it('removes filler characters, leaving nothing visible in a name made of them', () => {
    expect(cleanSingleLine('\u3164\u115F\uFFA0\u2800')).toBe('')
    expect(isVisible('\u0301\u0301')).toBe(false)
    expect(isVisible('Jo')).toBe(true)
  })
})
