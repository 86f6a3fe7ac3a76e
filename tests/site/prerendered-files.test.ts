import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { canonicalOf } from '../support/html'
import { SITE_DIR } from '../support/site'

/**
 * Every HTML file the build of the real site must write, one per line: the pages vike prerenders
 * from the content and the not-found page. A page added to content/ is added here too.
 */
const LISTED = readFileSync('tests/site/prerendered-files.txt', 'utf8').trim().split('\n')

const built = readdirSync(SITE_DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .sort()

/** The route a built file is the page of: `chicago/index.html` is /chicago. */
const routeOf = (file: string) =>
  file === 'index.html' ? '/' : `/${file.replace(/\/index\.html$/, '')}`

describe('the prerendered site', () => {
  it('has exactly the HTML files listed', () => {
    expect(built).toEqual(LISTED)
  })

  it.each(LISTED.filter((file) => file !== '404.html'))(
    '%s is the whole page of its own route',
    (file) => {
      const html = readFileSync(join(SITE_DIR, file), 'utf8')
      expect(html.startsWith('<!DOCTYPE html><html lang="en"')).toBe(true)
      expect(html.endsWith('</body></html>')).toBe(true)
      expect(new URL(canonicalOf(html)!).pathname).toBe(routeOf(file))
    },
  )
})
