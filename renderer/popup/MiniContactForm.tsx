import { useId, useRef, useState, type SubmitEvent } from 'react'
import type { MiniLeadRequest } from '../../contracts/lead-api'
import { Button } from '../../blocks/shared/ui/button'
import { Honeypot } from '../../blocks/shared/ui/form-field'
import { ValidatedTextField } from '../../blocks/shared/ui/validated-field'
import { FormConsent } from '../../blocks/shared/ui/form-consent'
import type { RenderContext } from '../../lib/site/render-context'
import { checkPhoneField, leadSent, useFieldErrors } from '../../blocks/shared/field-errors'
import { fieldText, FieldErrorsResponse, postJson } from '../../blocks/shared/post-json'
import { showToast } from '../../blocks/shared/toast'
import { SendFailure } from './SendFailure'
import { trackConversion, trackEvent } from '../../lib/analytics/track'

export const GUIDE_URL = '/resources/stop-foreclosure-checklist.html'

interface MiniContactFormProps {
  /** Where the lead came from, e.g. exit-intent-popup. */
  source: string
  /** The path of the page the form is on. */
  path: string
  /** The consent line under the button (site.yaml `forms`). */
  forms: RenderContext['forms']
  /** Shows the guide opt-in (checked by default). */
  offerGuide: boolean
  submitLabel: string
  phoneDisplay: string
  /** Called before the success toasts (e.g. to close the popup that holds the form). */
  onSuccess?: () => void
}

function openGuide() {
  window.open(GUIDE_URL, '_blank', 'noopener')
}

export function MiniContactForm(props: MiniContactFormProps) {
  const { source, path, offerGuide, phoneDisplay } = props
  const uid = useId()
  const [submitting, setSubmitting] = useState(false)
  // Shown in the form, by the button: a toast would cover the popup's heading and Close button.
  const [failed, setFailed] = useState(false)
  const fieldErrors = useFieldErrors()
  const { errors, announced } = fieldErrors
  const started = useRef(false)

  function onChange() {
    if (started.current) return
    started.current = true
    trackEvent('form_start', { category: 'mini_form', label: source })
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    // The last of the repeated field wins, as on the server: the checked box after its hidden "No".
    const wantsGuide = data.getAll('wantsGuide').at(-1) as MiniLeadRequest['wantsGuide']
    const lead: MiniLeadRequest = {
      name: fieldText(data, 'name'),
      phone: fieldText(data, 'phone'),
      email: fieldText(data, 'email'),
      source,
      path,
      wantsGuide,
      website: fieldText(data, 'website'),
    }
    setFailed(false)
    if (fieldErrors.show(form, checkPhoneField(data))) return
    setSubmitting(true)
    try {
      await postJson('/api/leads', lead)
      form.reset()
      leadSent(form)
      props.onSuccess?.()
      showToast('success', 'Request received!', 'We’ll reach out shortly.')
      if (wantsGuide === 'Yes') {
        showToast('success', 'Download: Stop Foreclosure Checklist', 'Your download is ready.', {
          action: { label: 'Open', onClick: openGuide },
        })
        openGuide()
      }
      trackEvent('form_submit', { category: 'mini_form', label: source })
      trackConversion('Lead', { custom: { form: source } })
    } catch (error) {
      if (error instanceof FieldErrorsResponse && fieldErrors.show(form, error.errors)) return
      console.error('Lead submission failed', error)
      setFailed(true)
    } finally {
      setSubmitting(false)
    }
  }

  const id = (name: string) => `${uid}-${name}`
  return (
    <form
      className="relative grid gap-4"
      action="/api/leads"
      method="post"
      onSubmit={onSubmit}
      onChange={onChange}
      onInput={fieldErrors.onInput}
    >
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="path" value={path} />
      <input type="hidden" name="wantsGuide" value={offerGuide ? 'No' : 'N/A'} />
      <ValidatedTextField
        id={id('name')}
        label="Full Name"
        error={errors.name}
        announce={announced === 'name'}
        required
        name="name"
        autoComplete="name"
      />
      <ValidatedTextField
        id={id('phone')}
        label="Phone Number"
        error={errors.phone}
        announce={announced === 'phone'}
        required
        name="phone"
        type="tel"
        autoComplete="tel"
      />
      <ValidatedTextField
        id={id('email')}
        label="Email Address"
        error={errors.email}
        announce={announced === 'email'}
        required
        name="email"
        type="email"
        autoComplete="email"
      />
      {offerGuide && (
        <label className="flex items-start gap-3 text-sm text-muted-foreground">
          <input
            name="wantsGuide"
            value="Yes"
            type="checkbox"
            defaultChecked
            className="mt-0.5 size-4 accent-primary"
          />
          Send me the free Stop Foreclosure Checklist
        </label>
      )}
      <Honeypot id={id('website')} />
      {failed && <SendFailure phoneDisplay={phoneDisplay} />}
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? 'Submitting...' : props.submitLabel}
      </Button>
      <FormConsent forms={props.forms} />
    </form>
  )
}
