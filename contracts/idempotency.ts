/**
 * Header with the browser's key for one submission (the same key on every retry of it). A
 * repeat answers like the first request and stores nothing new.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'
/** 16 to 128 letters, digits, `-` or `_` (a UUID or 32 hex digits fit). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/

/** 128 random bits as 32 hex digits (getRandomValues works on plain http too, unlike randomUUID). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
