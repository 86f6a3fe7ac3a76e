import { describe, expect, it } from 'vitest'
import { loadExample, renderBlock, textOf } from '../../content-engine/testing/block-examples'

describe('contact-form block', () => {
  const { data, issues } = loadExample('contact-form')
  const html = renderBlock('contact-form', data)

  it('example validates, with every label and message filled in by default', () => {
    expect(issues).toEqual([])
    expect(data).toMatchObject({
      submitLabel: 'Send Message',
      sendingLabel: 'Sending...',
      successTitle: 'Message Sent Successfully!',
      successMessage:
        "Thank you for contacting us. We'll respond within 2 hours during business hours.",
      errorTitle: 'Error Sending Message',
      errorMessage: 'Please try again or call us directly at (800) 555-0142',
    })
  })

  it('offers the five services in order, with none selected, as the lead API accepts them', () => {
    const options = [...html.matchAll(/<option([^>]*)>([^<]*)<\/option>/g)]
    expect(options.map((m) => m[2]?.replace(/&amp;/g, '&'))).toEqual([
      'Select a service (optional)',
      'Foreclosure Rescue Financing',
      'Cash-Out & Second-Lien Financing',
      'Auction Delay & Forbearance',
      'Cash Home Purchase',
      'General Consultation',
    ])
    const selected = options.filter((m) => m[1]?.includes('selected'))
    expect(selected.map((m) => m[1])).toEqual([' value="" selected=""'])
  })

  it('requires name, phone (tel) and e-mail (email); address, service and message are optional', () => {
    const control = (name: string) =>
      new RegExp(`<(input|select|textarea)[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? ''
    expect(control('name')).toContain('required')
    expect(control('phone')).toMatch(/type="tel"[^>]*required|required[^>]*type="tel"/)
    expect(control('email')).toMatch(/type="email"/)
    expect(control('email')).toContain('required')
    for (const optional of ['address', 'service', 'message'])
      expect(control(optional)).not.toContain('required')
    expect(control('message')).toContain('rows="4"')
  })

  it('labels every visible control', () => {
    const ids = [...html.matchAll(/<(?:input|select|textarea)[^>]*id="([^"]+)"/g)].map((m) => m[1])
    for (const id of ids) expect(html).toContain(`for="${id}"`)
    expect(textOf(html)).toContain('Full Name')
    expect(textOf(html)).toContain('Service Needed')
  })

  it('is a plain form post to the lead API, usable before hydration and without JavaScript', () => {
    expect(html).toMatch(/<form[^>]*action="\/api\/messages"[^>]*method="post"/)
    expect(html).toMatch(/<button type="submit"[^>]*>Send Message<\/button>/)
    expect(html).not.toMatch(/<button type="submit"[^>]*disabled=""/)
  })

  it('shows the consent line from the site settings under the button', () => {
    const text = textOf(html)
    expect(text.indexOf('By sending this form you agree')).toBeGreaterThan(
      text.indexOf('Send Message'),
    )
    expect(html).toMatch(/<a href="\/privacy"[^>]*>Privacy Policy<\/a>/)
  })
})
