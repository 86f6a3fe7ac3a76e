/** Limits of the chat service's embeds; a post that exceeds any of them is rejected. */
export const EMBED_LIMITS = {
  title: 256,
  description: 4096,
  fieldName: 256,
  fieldValue: 1024,
  fields: 25,
  footerText: 2048,
  total: 6000,
} as const

export const PLACEHOLDER = '—'
const ELLIPSIS = '…'

export interface EmbedField {
  name: string
  value: string
  inline: boolean
}

export interface Embed {
  title: string
  description: string
  color: number
  fields: EmbedField[]
  timestamp: string
  footer: { text: string }
}

/**
 * Escapes chat markdown so submitted text is shown as typed (no links, code or formatting), and
 * defangs addresses (`https[:]//…`) so a URL a visitor typed is neither clickable nor previewed.
 */
export function escapeMarkdown(text: string): string {
  return neutralizeLinks(text)
    .replace(/[\\*_~`|[\]<]/g, '\\$&')
    .replace(/^(\s*)([#>-])/gm, '$1\\$2')
}

// Any scheme, also glued to a word (`1https://`, `_https://`): the chat service links those too.
const URL_SCHEME = /([a-z][a-z\d+.-]*):(\/\/|\\\\)/gi

export function neutralizeLinks(text: string): string {
  return text.replace(URL_SCHEME, '$1[:]$2')
}

export function orPlaceholder(text: string | undefined): string {
  return text && text.trim() ? text : PLACEHOLDER
}

/** Shortens text to `max` UTF-16 units, never splitting a character or an escape. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text
  let cut = text.slice(0, Math.max(0, max - ELLIPSIS.length))
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1)
  const trailingBackslashes = /\\+$/.exec(cut)?.[0].length ?? 0
  if (trailingBackslashes % 2 === 1) cut = cut.slice(0, -1)
  return cut + ELLIPSIS
}

export function embedLength(embed: Embed): number {
  const fields = embed.fields.reduce(
    (sum, field) => sum + field.name.length + field.value.length,
    0,
  )
  return embed.title.length + embed.description.length + embed.footer.text.length + fields
}

/** Applies every per-part limit, then shortens the longest parts until the total fits. */
export function fitEmbed(embed: Embed): Embed {
  const fitted: Embed = {
    ...embed,
    title: truncate(orPlaceholder(embed.title), EMBED_LIMITS.title),
    description: truncate(orPlaceholder(embed.description), EMBED_LIMITS.description),
    fields: embed.fields.slice(0, EMBED_LIMITS.fields).map((field) => ({
      name: truncate(orPlaceholder(field.name), EMBED_LIMITS.fieldName),
      value: truncate(orPlaceholder(field.value), EMBED_LIMITS.fieldValue),
      inline: field.inline,
    })),
    footer: { text: truncate(embed.footer.text, EMBED_LIMITS.footerText) },
  }
  let excess = embedLength(fitted) - EMBED_LIMITS.total
  while (excess > 0) {
    const longestField = fitted.fields.reduce<EmbedField | undefined>(
      (longest, field) => (!longest || field.value.length > longest.value.length ? field : longest),
      undefined,
    )
    if (longestField && longestField.value.length > fitted.description.length) {
      longestField.value = truncate(
        longestField.value,
        Math.max(1, longestField.value.length - excess),
      )
    } else {
      fitted.description = truncate(
        fitted.description,
        Math.max(1, fitted.description.length - excess),
      )
    }
    const previous = excess
    excess = embedLength(fitted) - EMBED_LIMITS.total
    if (excess === previous) break // nothing left to shorten
  }
  return fitted
}
