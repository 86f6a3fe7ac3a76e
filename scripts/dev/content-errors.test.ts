import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { contentErrorPage } from './error-page'
import { isPageRequest } from './content-errors'

const request = (url: string, accept = '*/*', method = 'GET') =>
  ({ url, method, headers: { accept } }) as IncomingMessage

describe('dev content errors', () => {
  it('replace page requests only, never Vite modules, assets or the catalogue', () => {
    expect(isPageRequest(request('/miami', 'text/html,application/xhtml+xml'))).toBe(true)
    expect(isPageRequest(request('/miami'))).toBe(true)
    expect(isPageRequest(request('/resources/checklist.html', 'text/html'))).toBe(true)
    expect(isPageRequest(request('/@vite/client'))).toBe(false)
    expect(isPageRequest(request('/renderer/+client.ts'))).toBe(false)
    expect(isPageRequest(request('/favicon.svg'))).toBe(false)
    expect(isPageRequest(request('/_blocks', 'text/html'))).toBe(false)
    expect(isPageRequest(request('/miami', 'text/html', 'POST'))).toBe(false)
  })

  it('list the problems of the requested page first, escaped, with Vite’s overlay', () => {
    const issue = (file: string, message: string) => ({ file, line: 3, col: 5, where: '', message })
    const html = contentErrorPage(
      [issue('content/pages/about.yaml', 'a <b> problem'), issue('content/pages/miami.yaml', 'x')],
      process.cwd(),
      '/miami',
    )
    const items = [...html.matchAll(/<li><code>(.*?)<\/code><\/li>/g)].map((m) => m[1])
    expect(items).toEqual([
      'content/pages/miami.yaml:3:5  x',
      'content/pages/about.yaml:3:5  a &#60;b&#62; problem',
    ])
    expect(html).toContain("await import('/@vite/client')")
  })
})
