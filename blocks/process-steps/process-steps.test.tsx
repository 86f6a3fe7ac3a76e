import { describe, expect, it } from 'vitest'
import { loadExample, renderBlock, textOf } from '../../content-engine/testing/block-examples'

describe('process-steps block', () => {
  const { data, issues } = loadExample('process-steps')

  it('example validates, with steps not urgent unless flagged', () => {
    expect(issues).toEqual([])
    const steps = data.steps as { urgent: boolean }[]
    expect(steps.map((s) => s.urgent)).toEqual([true, true, false, false])
  })

  it('renders each step in order with its number, time and urgent badge', () => {
    const html = renderBlock('process-steps', data)
    const text = textOf(html)
    expect(text).toContain('1-4 hours Urgent Step 2: Document Review')
    expect(text).toContain('4-24 hours Step 3: Emergency Filing')
    expect(text.match(/Urgent/g)).toHaveLength(2)
    expect(html.match(/<li/g)).toHaveLength(4)
    expect(html.indexOf('Call Our Emergency Line')).toBeLessThan(html.indexOf('Rescue Plan'))
  })

  it('uses an explicit step number over the position', () => {
    const steps = [{ step: 7, title: 'Close', description: 'Funds are wired.', urgent: false }]
    expect(textOf(renderBlock('process-steps', { ...data, steps }))).toContain('Step 7: Close')
  })

  it('renders the call-to-action button with the phone link and tracking context', () => {
    const html = renderBlock('process-steps', {
      ...data,
      cta: { label: 'Call now', href: 'tel:+18005550142', context: 'process-steps' },
    })
    expect(html).toMatch(/href="tel:\+18005550142"[^>]*data-context="process-steps"/)
  })
})
