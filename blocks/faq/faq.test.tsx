import { describe, expect, it } from 'vitest'
import {
  loadExample,
  renderBlock,
  testContext,
  textOf,
} from '../../content-engine/testing/block-examples'
import { faqBlock } from './index'

describe('faq block', () => {
  const { data, issues } = loadExample('faq')

  it('example validates, with the accordion variant by default', () => {
    expect(issues).toEqual([])
    expect(data.variant).toBe('accordion')
  })

  it('renders every question and answer in one exclusive <details> group', () => {
    const html = renderBlock('faq', data)
    expect(textOf(html)).toContain('How quickly can you stop a foreclosure in Chicago?')
    expect(textOf(html)).toContain('No. The consultation is free and there are no upfront fees.')
    const names = [...html.matchAll(/<details[^>]*name="([^"]+)"/g)].map((m) => m[1])
    expect(names).toHaveLength(2)
    expect(new Set(names).size).toBe(1)
  })

  it('emits FAQPage structured data with every item', () => {
    const [jsonLd] = faqBlock.structuredData!({ ...(data as object), ctx: testContext } as never)
    expect(jsonLd).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'How quickly can you stop a foreclosure in Chicago?' },
        {
          '@type': 'Question',
          acceptedAnswer: { text: 'No. The consultation is free and there are no upfront fees.' },
        },
      ],
    })
  })
})
