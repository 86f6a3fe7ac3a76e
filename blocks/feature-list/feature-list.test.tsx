import { describe, expect, it } from 'vitest'
import { loadExample, renderBlock, textOf } from '../../content-engine/testing/block-examples'

describe('feature-list block', () => {
  const { data, issues } = loadExample('feature-list')

  it('example validates, as a grid by default', () => {
    expect(issues).toEqual([])
    expect(data.variant).toBe('grid')
  })

  it('renders every item title and description as a card under the heading', () => {
    const html = renderBlock('feature-list', data)
    expect(textOf(html)).toContain(
      'No Upfront Fees The consultation is free and you pay nothing before a solution is in place.',
    )
    expect(html.match(/<h3/g)).toHaveLength(3)
    expect(html).toContain('<h2')
    expect(html).toContain('sm:grid-cols-2')
  })

  it('the list variant shows items without descriptions, with a tick by default', () => {
    const items = [{ title: 'California' }, { title: 'Texas' }]
    const html = renderBlock('feature-list', { ...data, variant: 'list', items })
    expect(textOf(html)).toContain('California Texas')
    expect(html.match(/<svg/g)).toHaveLength(2)
    expect(html).not.toContain('<h3')
  })
})
