import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { previousBuildsRemoved, setAsidePreviousBuild, viteEmpties } from './previous-output'

function previousBuild(files: string[]) {
  const dist = mkdtempSync(join(tmpdir(), 'previous-build-'))
  for (const file of files) {
    mkdirSync(join(dist, file, '..'), { recursive: true })
    writeFileSync(join(dist, file), 'old')
  }
  return dist
}

describe('the previous build', () => {
  it('is gone from the output folder at once, and from the disk once the promise settles', async () => {
    const dist = previousBuild([
      'client/index.html',
      'client/chicago/index.html',
      'server/entry.mjs',
    ])
    setAsidePreviousBuild(join(dist, 'client'))
    expect(existsSync(join(dist, 'client'))).toBe(false)
    await previousBuildsRemoved()
    expect(readdirSync(dist)).toEqual(['server'])
  })

  it('takes what an interrupted build left aside with it', async () => {
    const dist = previousBuild(['client/index.html', '.client.previous-1-2/old/index.html'])
    setAsidePreviousBuild(join(dist, 'client'))
    await previousBuildsRemoved()
    expect(readdirSync(dist)).toEqual([])
  })

  it('leaves a folder holding .git to Vite, which keeps .git', async () => {
    const dist = previousBuild(['client/.git/HEAD', 'client/index.html'])
    setAsidePreviousBuild(join(dist, 'client'))
    await previousBuildsRemoved()
    expect(readdirSync(join(dist, 'client')).sort()).toEqual(['.git', 'index.html'])
  })

  it('is emptied as Vite would: when asked, or when unset and inside the root', () => {
    expect(viteEmpties('/site', '/site/dist/client')).toBe(true)
    expect(viteEmpties('/site', '/tmp/out/client')).toBe(false)
    expect(viteEmpties('/site', '/tmp/out/client', true)).toBe(true)
    expect(viteEmpties('/site', '/site/dist/client', false)).toBe(false)
  })
})
