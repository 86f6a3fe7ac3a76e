import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it, onTestFinished } from 'vitest'
import { editorMiddleware } from './mount'
import { contentCopy } from './test-project'

/** A plain HTTP server running the middleware, answering 418 for what it passes on. */
async function serve(root: string): Promise<string> {
  let origin = ''
  const middleware = editorMiddleware({ root, allowedOrigins: () => [origin] })
  const server: Server = createServer((req, res) =>
    middleware(req, res, () => {
      res.statusCode = 418
      res.end('passed on')
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return origin
}

describe('editorMiddleware', () => {
  it('answers the API and passes every other request on', async () => {
    const base = await serve(contentCopy())
    const states = await fetch(`${base}/_edit/api/states`)
    expect(states.status).toBe(200)
    expect(((await states.json()) as { states: string[] }).states).toContain('Ohio')
    const other = await fetch(`${base}/chicago`)
    expect(other.status).toBe(418)
    expect(await other.text()).toBe('passed on')
  })

  it('reads the allowed origins it was given', async () => {
    const base = await serve(contentCopy())
    const post = (origin: string) =>
      fetch(`${base}/_edit/api/check`, {
        method: 'POST',
        headers: { Origin: origin, 'Content-Type': 'application/json' },
        body: JSON.stringify({ file: 'content/pages/about.yaml', data: {} }),
      })
    expect((await post('http://elsewhere.test')).status).toBe(403)
    expect((await post(base)).status).not.toBe(403)
  })
})
