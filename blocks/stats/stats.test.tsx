import { describe, expect, it } from 'vitest'
import { loadExample, renderBlock, textOf } from '../../content-engine/testing/block-examples'
import { validatorFor } from '../../content-engine/ajv'
import { StatsSchema } from './schema'

describe('stats block', () => {
  const { data, issues } = loadExample('stats')

  it('example validates, on the muted background by default', () => {
    expect(issues).toEqual([])
    expect(data.tone).toBe('muted')
  })

  it('renders each figure with its label, in order', () => {
    const html = renderBlock('stats', data)
    expect(html).toMatch(/<h2[^>]*>Trusted by Homeowners Nationwide<\/h2>/)
    expect(html).toMatch(/<dt[^>]*>Homes saved<\/dt><dd[^>]*><svg[^]*?<\/svg>5,000\+<\/dd>/)
    const text = textOf(html)
    expect(text.indexOf('95%')).toBeLessThan(text.indexOf('24 hrs'))
    expect(text).toContain('Business rating A+')
  })

  it('rejects a tile without a label', () => {
    const validate = validatorFor(StatsSchema)
    expect(validate({ type: 'stats', items: [{ value: '98%' }] })).toBe(false)
    expect(validate({ type: 'stats', items: [{ value: '98%', label: 'Success rate' }] })).toBe(true)
  })
})
