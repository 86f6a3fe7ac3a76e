import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { getContent } from '../../content-engine/cache'
import { Footer, FooterContent } from './Footer'
import { Header, HeaderContent } from './Header'

const content = getContent()
const { site } = content
const inner = (html: string) => html.slice(html.indexOf('>') + 1, html.lastIndexOf('</'))

describe('header and footer made once for many pages', () => {
  it("give every page the header React renders for that page's path", () => {
    // Home first: a key that missed the path would hand its navigation to every later page.
    const paths = ['/', ...content.pages.map((page) => page.route), '/no-such-page']
    for (const path of paths) {
      const header = renderToString(<Header site={site} path={path} />)
      expect(inner(header), path).toBe(renderToString(<HeaderContent site={site} path={path} />))
    }
  })

  it('give each year its own footer', () => {
    for (const year of [2026, 2027, 2026]) {
      const footer = renderToString(<Footer site={site} year={year} />)
      expect(inner(footer)).toBe(renderToString(<FooterContent site={site} year={year} />))
      expect(footer).toContain(`<span data-current-year="true">${year}</span>`)
    }
  })
})
