import type { IncomingMessage, ServerResponse } from 'node:http'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ViteDevServer } from 'vite'
import { describe, expect, it, vi } from 'vitest'
import { contentChanged } from '../../content-engine/cache'
import { HEADER, fixtureRoot, validMeta } from '../../content-engine/fixtures/fixture-root'
import { contentErrorOverlay } from './content-errors'

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

const page = (title: string) =>
  `${HEADER(2)}\n${validMeta}\nblocks:\n  - type: hero\n    title: ${title}\n`

/** A dev server as far as the overlay uses it: a logger, the socket to the browser, middlewares. */
function fakeServer() {
  const handlers: Handler[] = []
  const logged = { error: vi.fn(), info: vi.fn() }
  const server = {
    config: { logger: logged },
    ws: { send: vi.fn() },
    middlewares: { use: (handler: Handler) => handlers.push(handler) },
  }
  /** Status and body of a page request, or 'next' when the page is left to be rendered. */
  const request = (url: string) => {
    const res = {
      statusCode: 200,
      body: '',
      setHeader: vi.fn(),
      end: (b: string) => (res.body = b),
    }
    let passed = false
    const req = { url, method: 'GET', headers: { accept: 'text/html' } } as IncomingMessage
    handlers[0]!(req, res as unknown as ServerResponse, () => (passed = true))
    return passed ? 'next' : `${res.statusCode} ${res.body}`
  }
  return { server: server as unknown as ViteDevServer, logged, request }
}

describe('dev content overlay', () => {
  it('prints problems once, shows them on the broken page only, and says when they are fixed', () => {
    const root = fixtureRoot({
      'content/pages/index.yaml': page('Home'),
      'content/pages/about.yaml': page('About us'),
    })
    const { server, logged, request } = fakeServer()
    const overlay = contentErrorOverlay(server, root)
    expect(request('/about')).toBe('next')
    expect(logged.error).not.toHaveBeenCalled()

    const about = join(root, 'content/pages/about.yaml')
    writeFileSync(about, page('About us').replace('type: hero', 'type: heroo'))
    contentChanged(about, root)
    overlay.refresh()
    for (let i = 0; i < 3; i++) {
      expect(request('/about')).toMatch(/^500 [\s\S]*content\/pages\/about\.yaml:\d+:\d+/)
      expect(request('/')).toBe('next')
    }
    expect(logged.error).toHaveBeenCalledTimes(1)
    expect(logged.error.mock.calls[0]![0]).toContain('content/pages/about.yaml')
    // The broken page shows them when it reloads; no overlay is sent over every open page.
    expect(server.ws.send).not.toHaveBeenCalled()

    writeFileSync(about, page('About the team'))
    contentChanged(about, root)
    expect(request('/about')).toBe('next')
    expect(logged.info).toHaveBeenCalledWith('The content is valid again.', { timestamp: true })
    expect(logged.error).toHaveBeenCalledTimes(1)
  })
})
