import { spawnSync } from 'node:child_process'
import Database from 'better-sqlite3'

/**
 * Builds better-sqlite3's native module when the install skipped it (`npm install
 * --ignore-scripts`). `.ci/run` installs so, and `npm test` then compiles SQLite (about two
 * minutes on one core) while its static checks run on the other core.
 */
try {
  new Database(':memory:').close()
} catch {
  console.log('Building better-sqlite3 (its install script did not run)')
  const rebuild = spawnSync('npm', ['rebuild', 'better-sqlite3'], { stdio: 'inherit' })
  process.exit(rebuild.status ?? 1)
}
