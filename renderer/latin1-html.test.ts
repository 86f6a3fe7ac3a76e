import { describe, expect, it } from 'vitest'
import { latin1Html } from './latin1-html'

describe('latin1Html', () => {
  it('writes characters above U+00FF as character references in text and attributes', () => {
    expect(latin1Html('<p title="a — b">Next → 😀 © é</p><p>“end”</p>')).toBe(
      '<p title="a &#8212; b">Next &#8594; &#128512; © é</p><p>&#8220;end&#8221;</p>',
    )
  })

  it('leaves a page as it is when a script or a style holds such a character', () => {
    const script = '<b>—</b><script type="application/json">{"a":"—"}</script>'
    const style = '<b>—</b><style>a::after{content:"→"}</style>'
    expect(latin1Html(script)).toBe(script)
    expect(latin1Html(style)).toBe(style)
  })

  it('converts text after scripts and styles that hold none', () => {
    const html = '<script>let a = 1</script><style>b{}</style><p>—</p>'
    expect(latin1Html(html)).toBe('<script>let a = 1</script><style>b{}</style><p>&#8212;</p>')
  })

  it('returns HTML without wide characters unchanged', () => {
    const html = '<!DOCTYPE html><html lang="en"><body>Plain © text</body></html>'
    expect(latin1Html(html)).toBe(html)
  })
})
