/**
 * vike's markers for the places of the page's assets (https://github.com/vikejs/vike/issues/695).
 * Without them vike finds `</body>` with regular expressions over the whole document and works
 * out the indentation of the line before it, which costs more per page than React's rendering of
 * the page's text; with them it only splits the document at each marker.
 */
export const ASSETS_FIRST = '__VITE_PLUGIN_SSR__ASSETS_FIRST__'
export const ASSETS_LAST = '__VITE_PLUGIN__SSR_ASSETS_LAST__'

const HEAD = '<head>'
const BODY_END = '</body>'

/**
 * The document with vike's markers where vike would otherwise put the assets: right after
 * `<head>` (the stylesheets) and right before the last `</body>` (the scripts). A document
 * rendered on one line gets the same bytes either way.
 */
export function withAssetSlots(html: string): string {
  const head = html.indexOf(HEAD)
  const bodyEnd = html.lastIndexOf(BODY_END)
  if (head < 0 || bodyEnd < head) throw new Error('The document has no <head> or no </body>')
  const afterHead = head + HEAD.length
  return (
    html.slice(0, afterHead) +
    ASSETS_FIRST +
    html.slice(afterHead, bodyEnd) +
    ASSETS_LAST +
    html.slice(bodyEnd)
  )
}
