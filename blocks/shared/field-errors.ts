import { useEffect, useRef, useState, type SyntheticEvent } from 'react'
import type { FieldError } from '../../contracts/lead-api'
import { isPhoneNumber, PHONE_NUMBER } from '../../contracts/phone-number'
import { fieldText } from './post-json'

/** The message shown under each field that needs correcting, by field name (as the API words it). */
export type FieldErrors = Partial<Record<string, string>>

/**
 * What the lead API checks beyond the browser's own checks (required, e-mail), checked before
 * sending by the same rule: the phone number.
 */
export function checkPhoneField(data: FormData): FieldError[] {
  const phone = fieldText(data, 'phone')
  if (!phone || isPhoneNumber(phone)) return []
  const { maxLength, description } = PHONE_NUMBER
  // Worded as the API words each rule (its length is checked first).
  const message =
    phone.length > maxLength ? `must be at most ${maxLength} characters` : `must be ${description}`
  return [{ field: 'phone', message }]
}

/**
 * Tells the page that `form` has sent its lead (the API took it): the exit-intent popup then
 * stays away for the session (renderer/client/exit-intent.ts listens; blocks do not import it).
 */
export function leadSent(form: HTMLFormElement) {
  form.dispatchEvent(new CustomEvent('lead-sent', { bubbles: true }))
}

/** The visible control of `form` named `field`, if the visitor can correct it there. */
function correctableControl(form: HTMLFormElement, field: string): HTMLElement | null {
  const control = form.elements.namedItem(field)
  if (!(control instanceof HTMLElement) || field === 'website') return null
  return control instanceof HTMLInputElement && control.type === 'hidden' ? null : control
}

/**
 * Errors shown under the fields of one form. `show` takes the errors of a check or of a 422
 * answer: when each names a field the visitor can correct, they show and the first invalid
 * field (in the form's order) gets the focus; otherwise nothing shows and it returns false,
 * so the form reports a failure instead. Typing in a field clears its error. `announced` names
 * the field whose message is announced as it shows (pass it to its field as `announce`).
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({})
  // The field whose message is announced as it shows (role="alert"): the first invalid field
  // when it has the focus already (Enter pressed in it), where focus() reads nothing out. Any
  // other first field gets the focus, and a screen reader reads its message then, once.
  const [announced, setAnnounced] = useState<string>()
  const focusIn = useRef<HTMLFormElement | null>(null)

  useEffect(() => {
    const form = focusIn.current
    focusIn.current = null
    if (form) firstInvalid(form, errors)?.focus()
  }, [errors])

  function show(form: HTMLFormElement, list: FieldError[]): boolean {
    const shown = list.length > 0 && list.every(({ field }) => correctableControl(form, field))
    const next: FieldErrors = {}
    if (shown) for (const { field, message } of list) next[field] ??= message
    focusIn.current = shown ? form : null
    const first = firstInvalid(form, next)
    setAnnounced(first && first === document.activeElement ? first.name : undefined)
    setErrors(next)
    return shown
  }

  /** The form's `onInput`: typing in a field clears its error. */
  function onInput(event: SyntheticEvent<HTMLFormElement>) {
    const field = (event.target as HTMLInputElement).name
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest)
  }

  return { errors, announced, show, onInput }
}

/** The first control of `form` (in its order) with an error in `errors`. */
function firstInvalid(form: HTMLFormElement, errors: FieldErrors) {
  const first = Array.from(form.elements).find(
    (control) => errors[(control as HTMLInputElement).name],
  )
  return first instanceof HTMLElement ? (first as HTMLElement & { name: string }) : undefined
}
