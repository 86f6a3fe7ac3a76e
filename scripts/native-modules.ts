import { spawnSync } from 'node:child_process'
import Database from 'better-sqlite3'

/**
 * Builds better-sqlite3's native module when the install skipped it (`npm install
 * --ignore-scripts`). `.ci/run` installs so, and `npm test` then compiles SQLite on one core while
 * its static checks run on the other. In CI it is compiled at -O1 (60 s instead of the 134 s of
 * the -O3 that `npm install` uses): the tests check what SQLite does, not how fast.
 */
try {
  new Database(':memory:').close()
} catch {
  console.log('Building better-sqlite3 (its install script did not run)')
  const optimization = process.env.CI ? { CFLAGS: '-O1', CXXFLAGS: '-O1' } : {}
  const rebuild = spawnSync('npm', ['rebuild', 'better-sqlite3'], {
    stdio: 'inherit',
    env: { ...process.env, ...optimization },
  })
  process.exit(rebuild.status ?? 1)
}
