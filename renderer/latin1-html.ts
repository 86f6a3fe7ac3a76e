/**
 * A page's HTML with every character above U+00FF written as a character reference, held in a
 * string of one byte a character. vike keeps the HTML of every prerendered page until the build
 * ends, and V8 stores a string holding even one wider character (an arrow, a dash) at two bytes
 * a character: 5,000 city pages held 600 MB of HTML instead of 300 MB.
 *
 * Character references mean nothing inside <script> and <style>, so their contents stay as they
 * are (our JSON escapes those characters itself, see `jsonForScript`); a page that still holds a
 * wide character there keeps its two-byte string, and the same text.
 */
const WIDE_OR_RAW_TEXT = /<(script|style)\b[\s\S]*?<\/\1>|[^\x00-\xff]/gu
const WIDE = /[^\x00-\xff]/u

export function latin1Html(html: string): string {
  const referenced = html.replace(WIDE_OR_RAW_TEXT, (match) =>
    match.startsWith('<') ? match : `&#${match.codePointAt(0)};`,
  )
  if (WIDE.test(referenced)) return referenced
  // A string built from pieces of a two-byte string stays two-byte; its bytes make a new one.
  return Buffer.from(referenced, 'latin1').toString('latin1')
}
