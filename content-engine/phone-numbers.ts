/** The marks a phone number is written with besides its digits: spaces, dots, dashes, brackets. */
const SEPARATORS = /[\s().-]/g

/**
 * The ten digits of a US number written with or without its country code (1 or +1); else none.
 * Its area code and exchange start with 2-9, so a digit too few is not read as a 1 in front.
 */
export function usDigits(written: string): string | undefined {
  return /^(?:\+?1)?([2-9]\d{2}[2-9]\d{6})$/.exec(written.replace(SEPARATORS, ''))?.[1]
}

/** Ten digits as a page shows them: (800) 555-0142. */
export const shownAs = (digits: string) =>
  `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`

/** Whether two written numbers are one US number (the leading 1 or +1 may be there or not). */
export function sameUsNumber(written: string, other: string): boolean {
  const digits = usDigits(written)
  return digits !== undefined && digits === usDigits(other)
}

/**
 * What is wrong with showing `display` for the number `e164` dials, or nothing when they are one
 * number. `e164` is valid (+1 and ten digits): the site schema checked it before.
 */
export function displayProblem(display: string, e164: string): string | undefined {
  const dialled = usDigits(e164)
  const shown = usDigits(display)
  if (!dialled || shown === dialled) return undefined
  if (!shown)
    return `"${display}" is not a US phone number (ten digits, with or without a leading 1): write the number e164 dials, ${shownAs(dialled)}`
  return `"${display}" is not the number e164 dials (${e164}), so every page would show one number and call another: fix the wrong one, display to ${shownAs(dialled)} or e164 to "+1${shown}"`
}
