import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../../server/start-server'
import { cleanUpAfterEach, startLeadServer } from './helpers/lead-server'
import { temporaryDirectory } from './helpers/test-app'

cleanUpAfterEach()

const ROBOTS = 'User-agent: *\nAllow: /\n'
const siteFolder = temporaryDirectory('site-')
const siteDir = siteFolder.path
afterAll(siteFolder.remove)
beforeAll(() => {
  const write = (path: string, content: string) => {
    mkdirSync(join(siteDir, path, '..'), { recursive: true })
    writeFileSync(join(siteDir, path), content)
  }
  write('index.html', '<!doctype html><title>Home</title>')
  write('chicago/index.html', '<!doctype html><title>Chicago</title>')
  write('404.html', '<!doctype html><title>Page not found</title>')
  write('robots.txt', ROBOTS)
})

async function site(options: { hstsMaxAge?: number } = {}): Promise<RunningServer> {
  return startLeadServer({ siteDir, ...options })
}

const get = (server: RunningServer, path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers, redirect: 'manual' })

describe('static files as a hardened server answers them', () => {
  it('answers a byte range with 206, and an impossible one with 416', async () => {
    const server = await site()
    const whole = await get(server, '/robots.txt')
    expect(whole.headers.get('Accept-Ranges')).toBe('bytes')
    const part = await get(server, '/robots.txt', { Range: 'bytes=0-9' })
    expect(part.status).toBe(206)
    expect(part.headers.get('Content-Range')).toBe(`bytes 0-9/${ROBOTS.length}`)
    expect(await part.text()).toBe(ROBOTS.slice(0, 10))
    const tail = await get(server, '/robots.txt', { Range: 'bytes=-6' })
    expect(await tail.text()).toBe(ROBOTS.slice(-6))
    const beyond = await get(server, '/robots.txt', { Range: 'bytes=5000-' })
    expect(beyond.status).toBe(416)
    expect(beyond.headers.get('Content-Range')).toBe(`bytes */${ROBOTS.length}`)
    const stale = await get(server, '/robots.txt', { Range: 'bytes=0-9', 'If-Range': '"old"' })
    expect(stale.status).toBe(200)
  })

  it('answers 304 only to the exact If-Modified-Since', async () => {
    const server = await site()
    const lastModified = (await get(server, '/robots.txt')).headers.get('Last-Modified')!
    expect((await get(server, '/robots.txt', { 'If-Modified-Since': lastModified })).status).toBe(
      304,
    )
    const future = new Date(Date.now() + 86_400_000).toUTCString()
    expect((await get(server, '/robots.txt', { 'If-Modified-Since': future })).status).toBe(200)
  })

  it('has one URL per page: /404 is not found, /index variants redirect', async () => {
    const server = await site()
    for (const path of ['/404', '/404.html']) {
      const response = await get(server, path)
      expect(response.status, path).toBe(404)
      expect(await response.text()).toContain('Page not found')
    }
    const redirects: Array<[string, string]> = [
      ['/index', '/'],
      ['/index.html', '/'],
      ['/chicago/index', '/chicago'],
      ['/chicago/index.html?utm=x', '/chicago?utm=x'],
    ]
    for (const [path, location] of redirects) {
      const response = await get(server, path)
      expect(response.status, path).toBe(301)
      expect(response.headers.get('Location'), path).toBe(location)
    }
    expect((await get(server, '/chicago')).status).toBe(200)
  })

  it('answers 405 with Allow for a wrong method on every API path', async () => {
    const server = await site()
    const cases: Array<[string, string, string]> = [
      ['POST', '/api/health', 'GET, HEAD'],
      ['DELETE', '/api/health', 'GET, HEAD'],
      ['GET', '/api/leads', 'POST'],
      ['PUT', '/api/messages', 'POST'],
      ['GET', '/api/phone-clicks', 'POST'],
    ]
    for (const [method, path, allow] of cases) {
      const response = await fetch(`${server.url}${path}`, { method })
      expect(response.status, `${method} ${path}`).toBe(405)
      expect(response.headers.get('Allow')).toBe(allow)
    }
  })

  it('sends HSTS only when configured', async () => {
    const plain = await site()
    expect((await get(plain, '/')).headers.get('Strict-Transport-Security')).toBeNull()
    const tls = await site({ hstsMaxAge: 31_536_000 })
    for (const path of ['/', '/api/health', '/missing']) {
      expect((await get(tls, path)).headers.get('Strict-Transport-Security'), path).toBe(
        'max-age=31536000; includeSubDomains',
      )
    }
  })
})
