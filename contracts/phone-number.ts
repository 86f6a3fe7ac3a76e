/**
 * The one rule for a phone number, used by the lead API's schema and by the forms' check in the
 * browser (in a module of its own so browser code can import it without the schema library).
 */
export const PHONE_NUMBER = {
  maxLength: 40,
  // At least 7 digits; digits, spaces and common separators, with an optional extension.
  pattern: '^(?=(?:\\D*\\d){7})[\\d\\s+().\\/-]+(?:\\s*(?:[xX]|[eE][xX][tT]\\.?)\\s*\\d{1,6})?$',
  description: 'a phone number with at least 7 digits',
} as const

const phonePattern = new RegExp(PHONE_NUMBER.pattern, 'u')

/** Whether the lead API accepts `text` (already trimmed) as a phone number. */
export function isPhoneNumber(text: string): boolean {
  return text.length <= PHONE_NUMBER.maxLength && phonePattern.test(text)
}
