const REDACTED = '[webhook]'
/** Path segments that name an endpoint rather than a secret (`/api/webhooks/…`). */
const PLAIN_WORD = /^[a-z]{1,12}$/i
/** A run this long of a secret segment is removed too (an answer that echoes part of a token). */
const MIN_ECHOED_RUN = 8

/**
 * Removes the webhook address, and every secret part of it (the id and token in its path, its
 * query), from text that is logged or stored: an error answer may echo any of them.
 */
export function secretScrubber(webhookUrl: string): (text: string) => string {
  const url = new URL(webhookUrl)
  const segments = url.pathname.split('/').map(safeDecode)
  const secrets = segments.filter((segment) => segment !== '' && !PLAIN_WORD.test(segment))
  for (const [, value] of url.searchParams) if (value) secrets.push(value)
  const whole = [webhookUrl, url.href, url.pathname + url.search, url.search.slice(1)]
  const pieces = [...whole.filter((part) => part.length > 1), ...secrets.flatMap(runsOf)]
  // Longest first, so a whole address goes before the parts it contains.
  const ordered = [...new Set(pieces)].sort((a, b) => b.length - a.length)
  return (text) => {
    let clean = text
    for (const piece of ordered)
      if (clean.includes(piece)) clean = clean.split(piece).join(REDACTED)
    return clean
  }
}

/** The secret itself and, for a long one, every run of MIN_ECHOED_RUN characters of it. */
function runsOf(secret: string): string[] {
  if (secret.length <= MIN_ECHOED_RUN) return [secret]
  const runs = [secret]
  for (let start = 0; start + MIN_ECHOED_RUN <= secret.length; start++) {
    runs.push(secret.slice(start, start + MIN_ECHOED_RUN))
  }
  return runs
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
