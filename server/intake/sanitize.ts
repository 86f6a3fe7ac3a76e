const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/g
const CONTROL_EXCEPT_NEWLINE_AND_TAB = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g
// Zero-width, bidirectional-override and filler characters that can disguise text in the chat
// channel or make a name invisible (Hangul fillers, braille blank, Mongolian vowel separator).
const INVISIBLE_FORMATTING =
  /[\u034F\u115F\u1160\u17B4\u17B5\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\u2800\u3164\uFEFF\uFFA0]/g
// Characters that carry hidden text or change nothing a reader sees: soft hyphens, the Arabic
// letter mark, variation selectors (a run of them can encode a message) and tag characters.
const HIDDEN_CARRIERS = /[\u00AD\u061C\uFE00-\uFE0F\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu
const JOINERS = /[\u200C\u200D]/
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
// Something a reader can see: a letter, digit, punctuation or symbol.
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u

const MULTI_LINE_FIELDS = new Set(['message'])
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' })

/**
 * Keeps zero-width joiners and non-joiners inside a grapheme cluster that starts with a visible
 * character (they shape emoji sequences such as 👩‍💻 and Persian or Indic spelling such as
 * می‌خواهم); removes them where they join nothing: alone, after a space, or at the very end.
 */
export function keepMeaningfulJoiners(value: string): string {
  if (!JOINERS.test(value)) return value
  const segments = [...graphemes.segment(value)]
  return segments
    .map(({ segment }, i) => {
      const first = String.fromCodePoint(segment.codePointAt(0)!)
      if (!VISIBLE.test(first)) return segment.replace(/[\u200C\u200D]/g, '')
      return i === segments.length - 1 ? segment.replace(/[\u200C\u200D]+$/, '') : segment
    })
    .join('')
}

function cleanCommon(value: string): string {
  return keepMeaningfulJoiners(
    value
      .replace(LONE_SURROGATE, '\uFFFD')
      .replace(INVISIBLE_FORMATTING, '')
      .replace(HIDDEN_CARRIERS, ''),
  )
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

/** True when the text shows at least one letter, digit, punctuation mark or symbol. */
export function isVisible(value: string): boolean {
  return VISIBLE.test(value)
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
