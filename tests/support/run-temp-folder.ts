import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * One temporary folder for everything a test run makes: its tests' fixtures, and the builds, dev
 * servers and lead servers they start (`os.tmpdir()` and child processes read TMPDIR). The folder
 * is removed when the run ends, so a run leaves nothing in the machine's temporary folder. Each
 * project of the run calls this; the first one makes the folder and removes it.
 */
export default function useOneTempFolder() {
  if (process.env.SITE_TEST_RUN_TMPDIR) return
  const before = process.env.TMPDIR
  const folder = mkdtempSync(join(tmpdir(), 'site-tests-'))
  process.env.SITE_TEST_RUN_TMPDIR = process.env.TMPDIR = folder
  return () => {
    rmSync(folder, { recursive: true, force: true })
    delete process.env.SITE_TEST_RUN_TMPDIR
    if (before === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = before
  }
}
