import { describe, expect, it } from 'vitest'
import { latin1Html } from './latin1-html'

describe('latin1Html', () => {
  it('writes characters above U+00FF as character references in text and attributes', () => {
    expect(latin1Html('<p title="a — b">Next → 😀 © é</p>')).toBe(
      '<p title="a &#8212; b">Next &#8594; &#128512; © é</p>',
    )
  })

  it('leaves scripts and styles as they are, where a reference would be read literally', () => {
    const html =
      '<script type="application/json">{"a":"—"}</script><style>a::after{content:"→"}</style><b>—</b>'
    expect(latin1Html(html)).toBe(
      '<script type="application/json">{"a":"—"}</script><style>a::after{content:"→"}</style><b>&#8212;</b>',
    )
  })

  it('returns HTML without wide characters unchanged', () => {
    const html = '<!DOCTYPE html><html lang="en"><body>Plain © text</body></html>'
    expect(latin1Html(html)).toBe(html)
  })
})
