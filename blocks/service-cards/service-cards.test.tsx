import { describe, expect, it } from 'vitest'
import { loadExample, renderBlock, textOf } from '../../content-engine/testing/block-examples'

describe('service-cards block', () => {
  const { data, issues } = loadExample('service-cards')

  it('example validates, with defaults filled in', () => {
    expect(issues).toEqual([])
    const [rescue, purchase] = data.cards as [Record<string, unknown>, Record<string, unknown>]
    expect(rescue.linkLabel).toBe('Learn more')
    expect(purchase.urgent).toBe(false)
    expect(purchase.features).toEqual([])
  })

  it('renders each card with title, description, features and link', () => {
    const html = renderBlock('service-cards', data)
    const text = textOf(html)
    expect(html).toMatch(/<h2[^>]*>Our Foreclosure Solutions<\/h2>/)
    expect(html).toMatch(/<h3[^>]*>Foreclosure Rescue Financing<\/h3>/)
    expect(text).toContain('Interest-only plans can cut payments by 50% or more')
    expect(html).toMatch(/href="\/services\/foreclosure-rescue"/)
    expect(text).toContain('Get a cash offer : Cash Home Purchase')
  })

  it('shows the Urgent badge only on urgent cards', () => {
    const text = textOf(renderBlock('service-cards', data))
    expect(text.match(/Urgent/g)).toHaveLength(1)
    expect(text.indexOf('Urgent')).toBeLessThan(text.indexOf('Foreclosure Rescue Financing'))
  })

  it('uses h2 card titles when the section has no heading', () => {
    const { title: _title, ...untitled } = data
    const html = renderBlock('service-cards', untitled)
    expect(html).toMatch(/<h2[^>]*>Cash Home Purchase<\/h2>/)
    expect(html).not.toContain('<h3')
  })

  it('lays out four columns when asked', () => {
    expect(renderBlock('service-cards', { ...data, columns: '4' })).toContain('lg:grid-cols-4')
  })
})
