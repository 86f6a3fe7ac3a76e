import { describe, expect, it } from 'vitest'
import { loadExample, renderBlock, textOf } from '../../content-engine/testing/block-examples'

describe('checklist block', () => {
  const { data, issues } = loadExample('checklist')

  it('example validates, in two columns by default', () => {
    expect(issues).toEqual([])
    expect(data.columns).toBe('2')
  })

  it('renders a ticked line per item, in order, and the note', () => {
    const html = renderBlock('checklist', data)
    const text = textOf(html)
    expect(text).toContain(
      'Notice of sale or auction date notice Most recent mortgage statement Lender and loan servicer contact details Proof of income or hardship',
    )
    expect(text).toContain('Missing a document? Call anyway.')
    expect(html.match(/<li/g)).toHaveLength(4)
    expect(html.match(/<svg/g)).toHaveLength(4)
  })
})

describe('checklist markers', () => {
  it('draws an empty box per line for a printable to-do list, and ticks by default', () => {
    const items = ['Mortgage statement', 'Notice of default']
    const boxes = renderBlock('checklist', {
      type: 'checklist',
      title: 'Gather',
      items,
      marker: 'box',
      columns: '2',
      tone: 'default',
    })
    expect(boxes.match(/rounded border-2 border-foreground/g)).toHaveLength(2)
    expect(boxes).not.toContain('<svg')
    const ticks = renderBlock('checklist', {
      type: 'checklist',
      title: 'Gather',
      items,
      marker: 'tick',
      columns: '2',
      tone: 'default',
    })
    expect(ticks.match(/<svg/g)).toHaveLength(2)
  })
})
