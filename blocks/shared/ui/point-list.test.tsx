import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PointList } from './point-list'

describe('PointList', () => {
  it('gives each line one flex item beside its tick, so a kept range gets no gap of its own', () => {
    const html = renderToStaticMarkup(<PointList points={['Foreclosure halted in 24-48 hours']} />)
    const item = /<li[^>]*>(.*)<\/li>/.exec(html)?.[1] ?? ''
    const afterIcon = item.replace(/^<svg.*?<\/svg>/, '')
    expect(afterIcon).toBe(
      '<span>Foreclosure halted in <span class="whitespace-nowrap">24-48</span> hours</span>',
    )
  })
})
