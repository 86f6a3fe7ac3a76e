import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { KeepRanges } from './keep-ranges'

const html = (text: string) => renderToStaticMarkup(<KeepRanges text={text} />)

describe('KeepRanges', () => {
  it('keeps each numeric range on one line and the text unchanged', () => {
    expect(html('Halted in 24-48 hours, up to 80-90% of equity')).toBe(
      'Halted in <span class="whitespace-nowrap">24-48</span> hours, up to ' +
        '<span class="whitespace-nowrap">80-90%</span> of equity',
    )
    expect(html('24-48h')).toBe('<span class="whitespace-nowrap">24-48h</span>')
  })

  it('leaves words with hyphens alone', () => {
    expect(html('Cash-Out & Second-Lien')).toBe('Cash-Out &amp; Second-Lien')
  })
})
