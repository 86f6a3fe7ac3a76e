import { describe, expect, it } from 'vitest'
import { loadExample, renderBlock, textOf } from '../../content-engine/testing/block-examples'

describe('neighbourhoods block', () => {
  const { data, issues } = loadExample('neighbourhoods')

  it('example validates, with the default heading and closing line', () => {
    expect(issues).toEqual([])
    expect(data.title).toBe('Areas We Serve')
  })

  it('renders every area as a list item and closes with the region line', () => {
    const html = renderBlock('neighbourhoods', data)
    expect(html.match(/<li/g)).toHaveLength(6)
    expect(textOf(html)).toContain('East Sacramento')
    expect(textOf(html)).toMatch(/Arden-Arcade And all other Sacramento County communities$/)
  })

  it('leaves the closing line out when no region is given', () => {
    const { region: _region, ...withoutRegion } = data
    expect(textOf(renderBlock('neighbourhoods', withoutRegion))).not.toContain('And all other')
  })
})
