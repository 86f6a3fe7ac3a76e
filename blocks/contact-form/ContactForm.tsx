import { useEffect, useRef, useState, type SubmitEvent, type SyntheticEvent } from 'react'
import type { BlockProps } from '../define'
import { useIslandId } from '../shared/island-id'
import type { ContactFormSchema } from './schema'
import type { ContactMessageRequest } from '../../contracts/lead-api'
import { FormConsent } from '../shared/ui/form-consent'
import { Section } from '../shared/ui/section'
import { Card } from '../shared/ui/card'
import { Button } from '../shared/ui/button'
import { FormField, Honeypot, inputClass, TextField } from '../shared/ui/form-field'
import { fieldText, postJson } from '../shared/post-json'
import { mountToaster, showToast } from '../shared/toast'
import { trackConversion, trackEvent } from '../../lib/analytics/track'

export function ContactForm(props: BlockProps<typeof ContactFormSchema>) {
  const { id, eyebrow, title, intro, ctx } = props
  const uid = useIslandId()
  const [sending, setSending] = useState(false)
  const focused = useRef(new Set<string>())

  useEffect(() => {
    mountToaster()
  }, [])

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
    setSending(true)
    try {
      await postJson('/api/messages', body)
      form.reset()
      showToast('success', props.successTitle, props.successMessage)
      trackEvent('form_submit', { category: 'contact_form', label: body.service ?? 'none' })
      trackConversion('Lead', { custom: { form: 'contact_form' } })
    } catch (error) {
      console.error('Contact form submission failed', error)
      showToast('destructive', props.errorTitle, props.errorMessage)
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
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              id={field('name')}
              label={props.nameLabel}
              required
              name="name"
              autoComplete="name"
            />
            <TextField
              id={field('phone')}
              label={props.phoneLabel}
              required
              name="phone"
              type="tel"
              autoComplete="tel"
            />
          </div>
          <TextField
            id={field('email')}
            label={props.emailLabel}
            required
            name="email"
            type="email"
            autoComplete="email"
          />
          <TextField
            id={field('address')}
            label={props.addressLabel}
            name="address"
            autoComplete="address-line1"
            placeholder={props.addressPlaceholder}
          />
          <FormField id={field('service')} label={props.serviceLabel}>
            <select id={field('service')} name="service" defaultValue="" className={inputClass}>
              <option value="">{props.servicePlaceholder}</option>
              {props.services.map((service) => (
                <option key={service} value={service}>
                  {service}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id={field('message')} label={props.messageLabel}>
            <textarea
              id={field('message')}
              name="message"
              rows={4}
              placeholder={props.messagePlaceholder}
              className={inputClass}
            />
          </FormField>
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
