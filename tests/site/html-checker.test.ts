import { execFile } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { SITE_DIR, siteContent } from '../support/site'

/**
 * The HTML standard allows `blocking` on a `<link rel="expect">` (the first frame waits for the
 * hero); the checker still allows it on stylesheets only. Only that message, on that link, is let
 * through: the same attribute anywhere else is still an error.
 */
const validatorPredatesExpect = (m: { message: string; extract?: string }) =>
  m.message.startsWith('A “link” element with a “blocking” attribute must have a “rel”') &&
  /<link rel="expect" href="#[\w-]+" blocking="render"\/>/.test(m.extract ?? '')

describe('W3C Nu HTML checker', () => {
  it('reports no error in any built page', async () => {
    const files = readdirSync(SITE_DIR, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .map((file) => join(SITE_DIR, file))
    // Every page, and the not-found page.
    expect(files.length).toBeGreaterThanOrEqual(siteContent().pages.length + 1)
    const jar = join('node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar')
    const run = promisify(execFile)
    const output = await run('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], {
      maxBuffer: 1 << 26,
    }).then(
      ({ stderr }) => stderr,
      // vnu exits 1 when it reports errors; anything else (no Java, no jar) must fail the test.
      (thrown: unknown) => {
        const error = thrown as { code?: unknown; stderr?: string }
        if (error.code !== 1 || !error.stderr) throw thrown
        return error.stderr
      },
    )
    const { messages } = JSON.parse(output) as {
      messages: { type: string; url: string; message: string; extract?: string }[]
    }
    const errors = messages
      .filter((m) => m.type === 'error' && !validatorPredatesExpect(m))
      .map((m) => `${m.url.replace(/^.*dist\/client\//, '')}: ${m.message} [${m.extract?.trim()}]`)
    expect(errors).toEqual([])
  }, 120_000)
})
