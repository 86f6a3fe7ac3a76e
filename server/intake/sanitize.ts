const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/g
const CONTROL_EXCEPT_NEWLINE_AND_TAB = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g
// Zero-width and bidirectional-override characters that can disguise text in the chat channel.
const INVISIBLE_FORMATTING = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

const MULTI_LINE_FIELDS = new Set(['message'])

function cleanCommon(value: string): string {
  return value.replace(LONE_SURROGATE, '\uFFFD').replace(INVISIBLE_FORMATTING, '')
}

export function cleanSingleLine(value: string): string {
  return cleanCommon(value).replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim()
}

export function cleanMultiLine(value: string): string {
  return cleanCommon(value)
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL_EXCEPT_NEWLINE_AND_TAB, '')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** Returns a copy of a parsed JSON object whose top-level strings are trimmed and cleaned. */
export function sanitizeStrings(body: Record<string, unknown>): Record<string, unknown> {
  const clean: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(body)) {
    if (typeof value !== 'string') clean[key] = value
    else clean[key] = MULTI_LINE_FIELDS.has(key) ? cleanMultiLine(value) : cleanSingleLine(value)
  }
  return clean
}
