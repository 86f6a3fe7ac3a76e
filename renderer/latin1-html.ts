/**
 * A page's HTML with every character above U+00FF written as a character reference, held in a
 * string of one byte a character. vike keeps the HTML of every prerendered page until the build
 * ends, and V8 stores a string holding even one wider character (an arrow, a dash) at two bytes
 * a character, as it does a string built from pieces of such a string: 5,000 city pages held
 * 600 MB of HTML instead of 300 MB.
 *
 * Character references mean nothing inside <script> and <style> (our JSON escapes those
 * characters itself, see `jsonForScript`): a page with such a character there is left as it is.
 */
const RAW_TEXT_OR_WIDE =
  /<(script|style)\b[\s\S]*?<\/\1>|[\ud800-\udbff][\udc00-\udfff]|[^\x00-\xff]/g
const WIDE = /[^\x00-\xff]/

export function latin1Html(html: string): string {
  let wideInRawText = 0
  const referenced = html.replace(RAW_TEXT_OR_WIDE, (match) => {
    if (!match.startsWith('<')) return `&#${match.codePointAt(0)};`
    if (WIDE.test(match)) wideInRawText += 1
    return match
  })
  if (wideInRawText > 0) return html
  // Every character now fits in one byte; a string made from those bytes is held in one.
  return Buffer.from(referenced, 'latin1').toString('latin1')
}
