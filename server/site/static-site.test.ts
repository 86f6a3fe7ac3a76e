import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp, postJson, temporaryDirectory, VALID_LEAD } from '../testing/test-app'
import { SERVER_SETTINGS_FILE } from '../../contracts/server-settings'
import { buildContentSecurityPolicy } from './content-security-policy'
import { canonicalPath, candidateFiles, chooseEncoding } from './static-site'

const site = temporaryDirectory('site-')
afterAll(site.remove)
const write = (path: string, content: string) => {
  mkdirSync(join(site.path, path, '..'), { recursive: true })
  writeFileSync(join(site.path, path), content)
}
const longText = (label: string) => `${label} ${'lorem ipsum '.repeat(200)}`
const INLINE_SCRIPT = 'window.dataLayer=window.dataLayer||[]'
write(
  'index.html',
  `<!doctype html><title>Home</title><script>${INLINE_SCRIPT}</script>` +
    `<script type="application/ld+json">{"@type":"Organization"}</script>` +
    `<script type="module" src="/assets/app-1a2b3c.js"></script><p>${longText('home')}</p>`,
)
write('chicago/index.html', '<!doctype html><title>Chicago</title>')
write('resources/stop-foreclosure-checklist.html', '<!doctype html><title>Checklist</title>')
write('404.html', '<!doctype html><title>Page not found</title>')
write('assets/app-1a2b3c.js', `console.log(${JSON.stringify(longText('js'))})`)
write('robots.txt', 'User-agent: *')
write('.env', 'SECRET=1')
write(SERVER_SETTINGS_FILE, JSON.stringify({ analytics: { gtmId: 'GTM-TEST', gaId: null } }))

const { app } = createTestApp({ siteDir: site.path })

describe('static site', () => {
  it('serves / and nested pages from their index.html', async () => {
    const home = await app.request('/')
    expect(home.status).toBe(200)
    expect(home.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(await home.text()).toContain('<title>Home</title>')
    for (const path of ['/chicago', '/chicago/']) {
      const page = await app.request(path)
      expect(page.status, path).toBe(200)
      expect(await page.text()).toContain('<title>Chicago</title>')
    }
  })

  it('serves .html files by their full name and without the extension', async () => {
    for (const path of [
      '/resources/stop-foreclosure-checklist.html',
      '/resources/stop-foreclosure-checklist',
    ]) {
      const response = await app.request(path)
      expect(response.status, path).toBe(200)
      expect(await response.text()).toContain('Checklist')
    }
  })

  it('answers unknown paths with 404.html and status 404', async () => {
    for (const path of [
      '/no-such-page',
      '/assets/missing.js',
      '/.env',
      `/${SERVER_SETTINGS_FILE}`,
      '/%2e%2e/%2e%2e/etc/passwd',
      '/%E0%A4%A',
    ]) {
      const response = await app.request(path)
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).toContain('Page not found')
    }
  })

  it('caches hashed assets for a year and revalidates HTML', async () => {
    const asset = await app.request('/assets/app-1a2b3c.js')
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect((await app.request('/')).headers.get('Cache-Control')).toBe('no-cache')
    expect((await app.request('/robots.txt')).headers.get('Cache-Control')).toBe(
      'public, max-age=3600',
    )
  })

  it('compresses text with brotli or gzip as the client accepts', async () => {
    const plain = await (await app.request('/assets/app-1a2b3c.js')).arrayBuffer()
    const br = await app.request('/assets/app-1a2b3c.js', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    })
    expect(br.headers.get('Content-Encoding')).toBe('br')
    expect(br.headers.get('Vary')).toBe('Accept-Encoding')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer()))).toEqual(Buffer.from(plain))
    const gzip = await app.request('/', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toContain(
      '<title>Home</title>',
    )
    const small = await app.request('/robots.txt', { headers: { 'Accept-Encoding': 'br' } })
    expect(small.headers.get('Content-Encoding')).toBeNull()
  })

  it('answers 304 to a matching If-None-Match and supports HEAD', async () => {
    const first = await app.request('/chicago')
    const etag = first.headers.get('ETag')!
    const again = await app.request('/chicago', { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    const head = await app.request('/chicago', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
  })

  it('answers 405 to other methods on pages', async () => {
    expect((await app.request('/chicago', { method: 'POST' })).status).toBe(405)
  })
})

describe('security headers', () => {
  it('are sent on pages, on 404 and on the API', async () => {
    const responses = [
      await app.request('/chicago'),
      await app.request('/missing'),
      await app.request(postJson('/api/leads', VALID_LEAD)),
    ]
    for (const response of responses) {
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'")
    }
  })

  it('allow the inline scripts a page was built with, but not JSON-LD data blocks', async () => {
    const csp = (await app.request('/')).headers.get('Content-Security-Policy')!
    const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(INLINE_SCRIPT))
    expect(csp).toContain(`'sha256-${Buffer.from(hash).toString('base64')}'`)
    expect(csp.match(/'sha256-/g)).toHaveLength(1)
    expect((await app.request('/chicago')).headers.get('Content-Security-Policy')).not.toContain(
      'sha256',
    )
  })

  it('allow the analytics vendors the build set, on pages and on the API', async () => {
    const responses = [
      await app.request('/'),
      await app.request('/chicago'),
      await app.request(postJson('/api/leads', VALID_LEAD)),
    ]
    for (const response of responses) {
      const csp = response.headers.get('Content-Security-Policy')!
      expect(csp).toContain("script-src 'self' https://www.googletagmanager.com")
      expect(csp).not.toContain('google-analytics')
    }
  })

  it('allow only the analytics vendors whose id is configured', () => {
    expect(buildContentSecurityPolicy({})).toMatchInlineSnapshot(
      `"default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-src 'none'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"`,
    )
    const all = buildContentSecurityPolicy({ gtmId: 'GTM-X', gaId: 'G-X', metaPixelId: '123' })
    expect(all).toMatchInlineSnapshot(
      `"default-src 'self'; script-src 'self' https://www.googletagmanager.com https://*.googletagmanager.com https://connect.facebook.net; style-src 'self' 'unsafe-inline'; img-src 'self' data: https://www.googletagmanager.com https://*.google-analytics.com https://*.googletagmanager.com https://www.facebook.com; font-src 'self'; connect-src 'self' https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com https://www.facebook.com https://connect.facebook.net; frame-src https://www.googletagmanager.com; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"`,
    )
    const metaOnly = buildContentSecurityPolicy({ metaPixelId: '123', gtmId: ' ' })
    expect(metaOnly).toContain('https://connect.facebook.net')
    expect(metaOnly).not.toContain('google')
  })
})

describe('path resolution', () => {
  it('never leaves the site folder', () => {
    const root = resolve('site-root')
    expect(candidateFiles(root, '/%2e%2e/secret')).toEqual([])
    expect(candidateFiles(root, '/a/..%2f..%2fsecret')).toEqual([])
    expect(candidateFiles(root, '/a%5c..%5csecret')).toEqual([])
    expect(candidateFiles(root, '/a%00.html')).toEqual([])
    expect(candidateFiles(root, '/chicago')).toEqual([
      join(root, 'chicago'),
      join(root, 'chicago', 'index.html'),
      join(root, 'chicago.html'),
    ])
    expect(candidateFiles(root, '/')).toEqual([join(root, 'index.html')])
  })

  it('redirects /index variants to a path on this site only', () => {
    expect(canonicalPath('/index')).toBe('/')
    expect(canonicalPath('/chicago/index.html')).toBe('/chicago')
    expect(canonicalPath('/%69ndex')).toBe('/')
    expect(canonicalPath('/café/index')).toBe('/caf%C3%A9')
    expect(canonicalPath('//evil.example/index')).toBeUndefined()
    expect(canonicalPath('/%2Fevil.example/index')).toBeUndefined()
    expect(canonicalPath('/%5Cevil.example/index')).toBeUndefined()
    expect(canonicalPath('/chicago')).toBeUndefined()
    expect(canonicalPath('/indexes')).toBeUndefined()
  })

  it('negotiates the encoding', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br')
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip')
    expect(chooseEncoding('identity')).toBeUndefined()
    expect(chooseEncoding(undefined)).toBeUndefined()
  })
})
