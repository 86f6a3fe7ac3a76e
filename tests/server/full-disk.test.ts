import { execFileSync } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, rmdirSync, rmSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  cleanUpAfterEach,
  health,
  post,
  startLeadServer,
  startStubWebhook,
} from './helpers/lead-server'
import { referencedId } from './helpers/stub-webhook'
import { VALID_LEAD } from '../../server/testing/test-app'
import { waitFor } from './helpers/wait-for'

cleanUpAfterEach()

/** A 4 MB tmpfs, where the machine lets the tests mount one (root on Linux); else undefined. */
function smallFileSystem(): string | undefined {
  const folder = mkdtempSync(join(tmpdir(), 'full-disk-'))
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', folder], { stdio: 'ignore' })
    return folder
  } catch {
    rmdirSync(folder)
    return undefined
  }
}

const mounted = smallFileSystem()
afterAll(() => {
  if (!mounted) return
  execFileSync('umount', [mounted])
  rmdirSync(mounted)
})

/** Writes a file until the file system is full. */
function fill(folder: string): string {
  const path = join(folder, 'filler')
  const fd = openSync(path, 'w')
  const chunk = Buffer.alloc(16 * 1024)
  try {
    for (;;) writeSync(fd, chunk)
  } catch {
    // ENOSPC: full
  } finally {
    closeSync(fd)
  }
  return path
}

describe('a full disk (real small file system)', () => {
  it.skipIf(!mounted)(
    'answers 503 with Retry-After, reports unhealthy, and posts no lead twice',
    async () => {
      const stub = await startStubWebhook()
      const server = await startLeadServer({
        webhookUrl: stub.url,
        dataDir: join(mounted!, 'data'),
      })
      const filler = fill(mounted!)

      const accepted: string[] = []
      let refused: Response | undefined
      for (let n = 0; n < 2000 && !refused; n++) {
        const response = await post(server, '/api/leads', { ...VALID_LEAD, name: `Lead ${n}` })
        if (response.status === 202) accepted.push(((await response.json()) as { id: string }).id)
        else refused = response
      }
      expect(refused?.status).toBe(503)
      expect(refused?.headers.get('Retry-After')).toBe('30')
      const unhealthy = await health(server)
      expect(unhealthy.response.status).toBe(503)
      expect(unhealthy.body.database).toBe('not writable')

      rmSync(filler)
      const after = await post(server, '/api/leads', { ...VALID_LEAD, name: 'After' })
      expect(after.status).toBe(202)
      accepted.push(((await after.json()) as { id: string }).id)
      await waitFor(
        async () =>
          (await Promise.all(accepted.map((id) => server.store.get(id)))).every(
            (lead) => lead?.status === 'delivered',
          ),
        'every accepted lead',
      )
      const posted = stub.delivered.map(referencedId)
      expect(new Set(posted).size).toBe(posted.length)
      expect(posted.sort()).toEqual([...accepted].sort())
    },
  )
})
