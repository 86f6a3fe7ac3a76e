import { describe, expect, it } from 'vitest'
import { blockSchemas, blockTypes } from '../../blocks/schemas'
import { textOf } from '../../content-engine/testing/block-examples'
import { fieldRows } from './field-rows'
import { catalogueEntries, catalogueHtml } from './render'

describe('block catalogue', () => {
  const entries = catalogueEntries()

  it('renders every block type from its example, without problems', () => {
    expect(entries.map((e) => e.type)).toEqual(blockTypes)
    for (const entry of entries) {
      expect(entry.problems, entry.type).toEqual([])
      expect(textOf(entry.html).length, entry.type).toBeGreaterThan(10)
      expect(entry.yaml).toContain(`type: ${entry.type}`)
      expect(entry.description, entry.type).toBe(blockSchemas[entry.type as 'faq'].description)
    }
  })

  it('lists every field of a block with its type, default and description', () => {
    expect(fieldRows(blockSchemas.faq)).toEqual([
      {
        name: 'eyebrow',
        type: 'text',
        required: false,
        description: 'Small label above the heading',
      },
      { name: 'title', type: 'text', required: true, description: 'Section heading' },
      { name: 'intro', type: 'text', required: false, description: 'Paragraph under the heading' },
      {
        name: 'items',
        type: 'list of mappings (at least 1)',
        required: true,
        description: 'Questions and answers; each is also emitted as FAQPage structured data',
      },
      {
        name: 'items[].question',
        type: 'text',
        required: true,
        description: 'The question, as a visitor would ask it',
      },
      {
        name: 'items[].answer',
        type: 'text',
        required: true,
        description: 'The answer (plain text)',
      },
      {
        name: 'variant',
        type: '"accordion" | "cards"',
        required: false,
        default: '"accordion"',
        description: 'accordion: one answer open at a time; cards: all answers shown',
      },
    ])
  })

  it('is one page with a section per type, the YAML beside the preview, placeholders filled', () => {
    const html = catalogueHtml('')
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">')
    const sections = [...html.matchAll(/data-catalogue-block="([^"]+)"/g)].map((m) => m[1])
    expect(sections).toEqual(blockTypes)
    expect(textOf(html)).toContain('Call (800) 555-0142 Now')
    expect(html).not.toMatch(/>[^<]*\{phone\}[^<]*<\/a>/)
  })
})
