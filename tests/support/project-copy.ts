import { spawnSync, type SpawnSyncReturns } from 'node:child_process'
import { cpSync, mkdtempSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { SCRATCH } from '../../scripts/dev/unwatched-scratch'

// The scratch folder holds other tests' builds, which come and go while this copy is made.
const SKIP = new Set(['node_modules', 'dist', 'data', '.git', 'coverage', SCRATCH])

/** A throw-away copy of the project (node_modules linked), to run generators in. */
export function projectCopy(): string {
  const root = mkdtempSync(join(tmpdir(), 'project-'))
  cpSync('.', root, {
    recursive: true,
    filter: (source) => !SKIP.has(basename(source)) || resolve(source) === resolve('.'),
  })
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir')
  return root
}

/** Runs a command in the copy; output as text. */
export function runIn(root: string, command: string, args: string[]): SpawnSyncReturns<string> {
  return spawnSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    timeout: 240_000,
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  })
}
