const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

export type ParsedBody =
  | { ok: true; value: unknown }
  | { ok: false; reason: 'invalid-encoding' | 'invalid-json' }
  | { ok: false; reason: 'forbidden-key'; key: string }

class ForbiddenKeyError extends Error {
  constructor(readonly key: string) {
    super(`Forbidden key ${key}`)
  }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false })

/** Decodes strict UTF-8 and parses JSON, refusing keys that could reach an object prototype. */
export function parseJsonBody(bytes: Uint8Array): ParsedBody {
  let text: string
  try {
    text = strictUtf8.decode(bytes)
  } catch {
    return { ok: false, reason: 'invalid-encoding' }
  }
  try {
    const value: unknown = JSON.parse(text, (key, nested: unknown) => {
      if (FORBIDDEN_KEYS.has(key)) throw new ForbiddenKeyError(key)
      return nested
    })
    return { ok: true, value }
  } catch (error) {
    if (error instanceof ForbiddenKeyError)
      return { ok: false, reason: 'forbidden-key', key: error.key }
    return { ok: false, reason: 'invalid-json' }
  }
}
