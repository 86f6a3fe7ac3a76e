import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'

/** Where `npm run build` writes: the tests, `npm start` and the lead server read `dist/client`. */
const OUT_DIR = 'dist'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Everything `npm run build` printed when it built the site for this run. */
    siteBuildOutput: string
    /** The secret of the webhook URL the build ran with, as a deploy's build does (in no built file). */
    siteBuildWebhookSecret: string
  }
}

interface SiteBuild {
  output: string
  webhookSecret: string
}

/** The build, kept for the run's other end-to-end project (same process, other module copy). */
const BUILT = Symbol.for('site-tests.site-build')
const kept = globalThis as { [BUILT]?: SiteBuild }

/**
 * Builds the site once for the whole end-to-end run, as a user does (`npm run build`); every test
 * that reads the built site reads this build. A previous build is there first, as on a machine
 * that built before: the build must replace it (tests/site/quiet-build.test.ts checks it and what
 * the build printed). Its environment holds a webhook URL, as a server's does when `npm start`
 * builds: tests/server/webhook-secret.test.ts looks for its secret in the built files.
 */
export default function buildSiteOnce(project: TestProject) {
  const { output, webhookSecret } = (kept[BUILT] ??= buildSite())
  project.provide('siteBuildOutput', output)
  project.provide('siteBuildWebhookSecret', webhookSecret)
}

function buildSite(): SiteBuild {
  const webhookSecret = `secret-${randomUUID()}`
  mkdirSync(join(OUT_DIR, 'client'), { recursive: true })
  writeFileSync(join(OUT_DIR, 'client', 'stale.html'), '<p>An old page</p>')
  const build = spawnSync('npm', ['run', '--silent', 'build'], {
    env: {
      ...process.env,
      NO_COLOR: '1',
      WEBHOOK_URL: `https://chat.example/api/webhooks/1234/${webhookSecret}`,
    },
    encoding: 'utf8',
    timeout: 600_000,
  })
  const output = build.stdout + build.stderr
  if (build.status !== 0)
    throw new Error(`npm run build failed, so no end-to-end test can run:\n${output}`)
  return { output, webhookSecret }
}
