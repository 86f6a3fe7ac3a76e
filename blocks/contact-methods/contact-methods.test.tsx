import { describe, expect, it } from 'vitest'
import {
  loadExample,
  renderBlock,
  testSite as site,
  textOf,
} from '../../content-engine/testing/block-examples'

describe('contact-methods block', () => {
  const { data, issues } = loadExample('contact-methods')
  const html = renderBlock('contact-methods', data)

  it('example validates', () => {
    expect(issues).toEqual([])
  })

  it('renders four cards with the site phone, e-mail and hours', () => {
    const text = textOf(html)
    expect(html.match(/<li/g)).toHaveLength(4)
    expect(text).toContain(`Call Us ${site.phone.display} Speak with a foreclosure specialist now.`)
    expect(text).toContain(`Email Us ${site.email}`)
    expect(text).toContain('Office Hours Mon-Fri 8AM-8PM EST Free consultation, no upfront fees.')
  })

  it('links the phone with a tracking context and the e-mail with mailto:', () => {
    expect(html).toContain(`href="tel:${site.phone.e164}" data-context="contact-card"`)
    expect(html).toContain(`href="tel:${site.phone.e164}" data-context="contact-emergency"`)
    expect(html).toContain(`href="mailto:${site.email}"`)
    expect(html).not.toMatch(/mailto:[^"]*"[^>]*data-context/)
  })

  it('marks the emergency card', () => {
    expect(html.match(/border-destructive/g)).toHaveLength(1)
  })
})
