import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { settledFile } from './settled-file'

const emptyFile = () => {
  const path = join(mkdtempSync(join(tmpdir(), 'settled-')), 'page.yaml')
  writeFileSync(path, '')
  return path
}
const later = (ms: number, action: () => void) => setTimeout(action, ms)

describe('settledFile', () => {
  it('waits for a file caught empty half-way through a save', async () => {
    const path = emptyFile()
    later(30, () => writeFileSync(path, 'meta: {}\n'))
    await settledFile(path)
    expect(readFileSync(path, 'utf8')).toBe('meta: {}\n')
  })

  it('waits for a file caught half-written until its size stops changing', async () => {
    const path = emptyFile()
    writeFileSync(path, 'meta:\n  title: Homes\n')
    later(5, () => appendFileSync(path, 'blocks: []\n'))
    await settledFile(path)
    expect(readFileSync(path, 'utf8')).toBe('meta:\n  title: Homes\nblocks: []\n')
  })

  it('gives up on a file that stays empty', async () => {
    const path = emptyFile()
    const timer = later(500, () => writeFileSync(path, 'meta: {}\n'))
    await settledFile(path, { tries: 3, everyMs: 1 })
    expect(readFileSync(path, 'utf8')).toBe('')
    clearTimeout(timer)
  })

  it('does not wait for a file that was removed', async () => {
    const path = emptyFile()
    rmSync(path)
    const outcome = await Promise.race([
      settledFile(path).then(() => 'returned'),
      new Promise((resolve) => later(300, () => resolve('still waiting'))),
    ])
    expect(outcome).toBe('returned')
  })
})
