import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { lucideSources } from '../../../scripts/icons/lucide-sources'
import { drawingsFromLucide } from '../../../scripts/icons/write-drawings'
import { iconNames } from '../icon-names'
import { drawings, type DrawingName } from './icon-drawings'
import { Svg } from './icon'

describe('Svg', () => {
  it('has a drawing for every icon name content may use', () => {
    for (const name of iconNames) expect(drawings).toHaveProperty(name)
  })

  it.each(Object.keys(lucideSources))("draws %s as lucide's own component does", (name) => {
    const lucide = createElement(lucideSources[name]!, {
      className: 'size-6 text-primary',
      'aria-hidden': 'true',
    })
    const ours = createElement(Svg, {
      drawing: name as DrawingName,
      className: 'size-6 text-primary',
    })
    expect(renderToStaticMarkup(ours)).toBe(renderToStaticMarkup(lucide))
  })

  it('is generated from the lucide-react installed (npm run icons when this fails)', () => {
    expect(drawingsFromLucide()).toEqual(drawings)
  })
})
