import { describe, expect, it } from 'vitest'
import { ASSETS_FIRST, ASSETS_LAST, withAssetSlots } from './asset-slots'

describe('asset slots', () => {
  it('marks the start of <head> and the end of <body>, where vike would put the assets', () => {
    const html =
      '<!DOCTYPE html><html><head><title>x</title></head><body><p>a</p><script>"</body>"</script></body></html>'
    expect(withAssetSlots(html)).toBe(
      `<!DOCTYPE html><html><head>${ASSETS_FIRST}<title>x</title></head><body><p>a</p>` +
        `<script>"</body>"</script>${ASSETS_LAST}</body></html>`,
    )
  })

  it('refuses a document without a head or a body end', () => {
    expect(() => withAssetSlots('<html><body></body></html>')).toThrow(/<head>/)
    expect(() => withAssetSlots('<html><head></head></html>')).toThrow(/<\/body>/)
  })
})
