import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { main } from '../server/main'

/** What the built site is made from: a change to any of these makes the build stale. */
const SOURCES = [
  'content',
  'blocks',
  'renderer',
  'pages',
  'lib',
  'public',
  'vite.config.ts',
  'package-lock.json',
]
const BUILT = join('dist', 'client', 'index.html')

function newestSourceTime(): number {
  let newest = 0
  for (const source of SOURCES.filter((path) => existsSync(path))) {
    const files = statSync(source).isDirectory()
      ? readdirSync(source, { recursive: true, encoding: 'utf8' }).map((file) => join(source, file))
      : [source]
    for (const file of files) newest = Math.max(newest, statSync(file).mtimeMs)
  }
  return newest
}

// A SITE_DIR of its own (a deployed copy of the site) is served as it is.
const ownSite = Boolean(process.env.SITE_DIR?.trim())
if (!ownSite && (!existsSync(BUILT) || statSync(BUILT).mtimeMs < newestSourceTime())) {
  console.log('Building the site (sources changed since the last build)…')
  execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' })
}

await main()
