import type { ReactElement } from 'react'
import { iconElements } from '../blocks/shared/ui/icon'

type Rendering = (props: object, ref: null) => ReactElement<Record<string, unknown>>

/**
 * Server rendering: each icon's `<svg>` element is made once per icon and class, not on every
 * page (lucide's own work for one icon costs more than a page's text). It is the element lucide
 * renders: the output of its two wrapper components, called as React would call them.
 */
export function cacheIconElements() {
  const make = iconElements.make
  const made = new Map<string, ReactElement>()
  iconElements.make = (name, className) => {
    const key = `${name} ${className ?? ''}`
    let svg = made.get(key)
    if (!svg) {
      const wrapper = make(name, className) as ReactElement<Record<string, unknown>>
      const outer = wrapper.type as unknown as { render: Rendering }
      const inner = outer.render(wrapper.props, null)
      svg = (inner.type as unknown as { render: Rendering }).render(inner.props, null)
      made.set(key, svg)
    }
    return svg
  }
}
