import { useEffect, useRef, useState, type SubmitEvent, type SyntheticEvent } from 'react'
import type { BlockProps } from '../define'
import { useIslandId } from '../shared/island-id'
import type { ContactFormSchema } from './schema'
import { ContactFields } from './ContactFields'
import type { ContactMessageRequest, FieldError } from '../../contracts/lead-api'
import { FormConsent } from '../shared/ui/form-consent'
import { Section } from '../shared/ui/section'
import { Card } from '../shared/ui/card'
import { Button } from '../shared/ui/button'
import { Honeypot } from '../shared/ui/form-field'
import { checkPhoneField, leadSent, useFieldErrors } from '../shared/field-errors'
import { fieldText, FieldErrorsResponse, postJson } from '../shared/post-json'
import { dismissFormError, mountToaster, showToast } from '../shared/toast'
import { trackConversion, trackEvent } from '../../lib/analytics/track'

export function ContactForm(props: BlockProps<typeof ContactFormSchema>) {
  const { id, eyebrow, title, intro, ctx } = props
  const uid = useIslandId()
  const [sending, setSending] = useState(false)
  const focused = useRef(new Set<string>())
  const fieldErrors = useFieldErrors()
  const { errors, announced } = fieldErrors

  useEffect(() => {
    mountToaster()
  }, [])

  /** Errors the visitor can correct show under their fields, in place of an earlier failure. */
  function showFieldErrors(form: HTMLFormElement, list: FieldError[]) {
    const shown = fieldErrors.show(form, list)
    if (shown) dismissFormError(uid)
    return shown
  }

  function onFocus(event: SyntheticEvent<HTMLFormElement>) {
    const field = (event.target as HTMLInputElement).name
    if (!field || field === 'website' || focused.current.has(field)) return
    focused.current.add(field)
    trackEvent('form_field_focus', { category: 'contact_form', label: field })
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const body: ContactMessageRequest = {
      name: fieldText(data, 'name'),
      phone: fieldText(data, 'phone'),
      email: fieldText(data, 'email'),
      address: fieldText(data, 'address'),
      service: (fieldText(data, 'service') || undefined) as ContactMessageRequest['service'],
      message: fieldText(data, 'message'),
      website: fieldText(data, 'website'),
    }
    if (showFieldErrors(form, checkPhoneField(data))) return
    setSending(true)
    try {
      await postJson('/api/messages', body)
      form.reset()
      leadSent(form)
      // Its toasts name this form: its success dismisses its own error, not another form's.
      showToast('success', props.successTitle, props.successMessage, { form: uid })
      trackEvent('form_submit', { category: 'contact_form', label: body.service ?? 'none' })
      trackConversion('Lead', { custom: { form: 'contact_form' } })
    } catch (error) {
      if (error instanceof FieldErrorsResponse && showFieldErrors(form, error.errors)) return
      console.error('Contact form submission failed', error)
      showToast('destructive', props.errorTitle, props.errorMessage, { form: uid })
    } finally {
      setSending(false)
    }
  }

  const field = (name: string) => `${uid}-${name}`
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro}>
      <Card className="mx-auto max-w-2xl">
        {/* A plain form post (answered with a 303 to the confirmation page) until the island hydrates */}
        <form
          className="relative grid gap-5"
          action="/api/messages"
          method="post"
          onSubmit={onSubmit}
          onFocus={onFocus}
          onInput={fieldErrors.onInput}
        >
          <ContactFields block={props} fieldId={field} errors={errors} announced={announced} />
          <Honeypot id={field('website')} />
          <Button type="submit" size="lg" disabled={sending}>
            {sending ? props.sendingLabel : props.submitLabel}
          </Button>
          <FormConsent forms={ctx.forms} />
        </form>
      </Card>
    </Section>
  )
}
