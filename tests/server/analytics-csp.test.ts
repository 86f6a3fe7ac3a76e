import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { SERVER_SETTINGS_FILE } from '../../contracts/server-settings'
import { temporaryDirectory, VALID_LEAD } from '../../server/testing/test-app'
import { projectCopy, runIn } from '../support/project-copy'
import { SITE_DIR, siteContent } from '../support/site'
import { spawnServer } from './helpers/child-server'

const VENDOR_HOSTS = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://connect.facebook.net',
]

describe('analytics hosts in the Content-Security-Policy of a server started on its own', () => {
  it('the build writes the analytics ids of site.yaml beside the pages', () => {
    const written = JSON.parse(readFileSync(join(SITE_DIR, SERVER_SETTINGS_FILE), 'utf8')) as {
      analytics: unknown
    }
    expect(written.analytics).toEqual(siteContent().site.analytics)
  })

  it(
    'node server/main.ts allows the vendors whose ids the built site set',
    { timeout: 400_000 },
    async () => {
      const root = projectCopy()
      const data = temporaryDirectory('analytics-data-')
      onTestFinished(() => {
        rmSync(root, { recursive: true, force: true })
        data.remove()
      })
      const siteYaml = join(root, 'content', 'site.yaml')
      const ids = { gtmId: 'GTM-TEST123', gaId: 'G-TEST123', metaPixelId: '123456789' }
      let text = readFileSync(siteYaml, 'utf8')
      for (const [key, id] of Object.entries(ids))
        text = text.replace(`${key}: null`, `${key}: "${id}"`)
      writeFileSync(siteYaml, text)
      const build = runIn(root, 'npm', ['run', 'build'])
      expect(build.status, build.stderr).toBe(0)

      const server = await spawnServer({
        SITE_DIR: join(root, 'dist', 'client'),
        DATA_DIR: data.path,
      })
      onTestFinished(async () => {
        server.child.kill('SIGTERM')
        await server.exited
      })
      const responses = [
        await fetch(`${server.url}/`),
        await fetch(`${server.url}/no-such-page`),
        await fetch(`${server.url}/api/leads`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(VALID_LEAD),
        }),
      ]
      expect(responses.map((response) => response.status)).toEqual([200, 404, 202])
      expect(await responses[0]!.text()).toContain('"gtmId":"GTM-TEST123"')
      for (const response of responses) {
        const csp = response.headers.get('Content-Security-Policy') ?? ''
        for (const host of VENDOR_HOSTS) expect(csp, response.url).toContain(host)
      }
    },
  )
})
