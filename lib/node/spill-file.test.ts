import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SpillFile } from './spill-file'

let folder: string
beforeEach(() => void (folder = mkdtempSync(join(tmpdir(), 'spill-file-'))))
afterEach(() => rmSync(folder, { recursive: true, force: true }))

const page = (i: number) => ({
  route: `/city-${i}`,
  blocks: [{ type: 'hero', title: `City ${i}` }],
})

describe('SpillFile', () => {
  it('gives back each value added, in any order, whether written yet or not', () => {
    const spill = SpillFile.create(folder)
    const spans = Array.from({ length: 500 }, (_, i) => spill.add(page(i)))
    expect(spill.read(spans[3]!)).toEqual(page(3))
    spill.flush()
    expect(spans.toReversed().map((span) => spill.read(span))).toEqual(
      Array.from({ length: 500 }, (_, i) => page(499 - i)),
    )
    spill.close()
  })

  it('writes values of a megabyte or more, and spans them end to end', () => {
    const spill = SpillFile.create(folder)
    const big = 'x'.repeat(3 * 2 ** 20)
    const spans = [spill.add('a'), spill.add(big), spill.add('b')]
    expect(spans[1]!.start).toBe(spans[0]!.end)
    expect(spans.map((span) => spill.read(span))).toEqual(['a', big, 'b'])
    expect(spill.size).toBe(spans[2]!.end)
    spill.close()
  })

  it('leaves no file in its folder, even while it is open', () => {
    const spill = SpillFile.create(folder)
    spill.add(page(1))
    spill.flush()
    expect(readdirSync(folder)).toEqual([])
    spill.close()
  })

  it('is written by a worker thread given its descriptor, and read by the thread that made it', async () => {
    const spill = SpillFile.create(folder)
    const script = fileURLToPath(new URL('./spill-file.fixture.mjs', import.meta.url))
    const worker = new Worker(script, { workerData: { fd: spill.fd } })
    const spans = await new Promise<{ start: number; end: number }[]>((resolve, reject) => {
      worker.once('message', resolve)
      worker.once('error', reject)
    })
    await worker.terminate()
    expect(spans.map((span) => spill.read(span))).toEqual([page(1), page(2)])
    spill.close()
  })
})
