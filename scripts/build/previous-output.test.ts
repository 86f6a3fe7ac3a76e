import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs'
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

/** What the new build writes into the folder set free. */
function newBuild(dist: string) {
  mkdirSync(join(dist, 'client', 'assets'), { recursive: true })
  writeFileSync(join(dist, 'client', 'assets', 'new.js'), 'new')
  writeFileSync(join(dist, 'assets.json'), 'new')
}

const visible = (dir: string) => readdirSync(dir).filter((name) => !name.startsWith('.'))

describe('the previous build', () => {
  it('is gone from the output folder at once, and from the disk once discarded', async () => {
    const dist = previousBuild(['client/index.html', 'client/chicago/index.html', 'assets.json'])
    const previous = setAsidePreviousBuild(dist)
    expect(visible(dist)).toEqual([])
    newBuild(dist)
    previous!.discard()
    await previousBuildsRemoved()
    expect(readdirSync(dist).sort()).toEqual(['assets.json', 'client'])
    expect(readdirSync(join(dist, 'client'))).toEqual(['assets'])
  })

  it('is put back, and the new files removed, when the build stops', () => {
    const dist = previousBuild(['client/index.html', 'client/chicago/index.html', 'assets.json'])
    const previous = setAsidePreviousBuild(dist)
    newBuild(dist)
    mkdirSync(join(dist, 'server'))
    previous!.restore()
    expect(readdirSync(dist).sort()).toEqual(['assets.json', 'client'])
    expect(readdirSync(join(dist, 'client')).sort()).toEqual(['chicago', 'index.html'])
    expect(readFileSync(join(dist, 'assets.json'), 'utf8')).toBe('old')
  })

  it('leaves no output folder when there was none before and the build stops', () => {
    const dist = join(previousBuild([]), 'dist')
    const previous = setAsidePreviousBuild(dist)
    newBuild(dist)
    previous!.restore()
    expect(existsSync(dist)).toBe(false)
  })

  it('takes what an interrupted build left aside with it', async () => {
    const dist = previousBuild(['client/index.html', '.previous-1-2/client/index.html'])
    setAsidePreviousBuild(dist)!.discard()
    await previousBuildsRemoved()
    expect(readdirSync(dist)).toEqual([])
  })

  it('leaves a client folder holding .git to Vite, which keeps .git', () => {
    const dist = previousBuild(['client/.git/HEAD', 'client/index.html'])
    expect(setAsidePreviousBuild(dist)).toBeUndefined()
    expect(readdirSync(join(dist, 'client')).sort()).toEqual(['.git', 'index.html'])
  })

  it('is emptied as Vite would: when asked, or when unset and inside the root', () => {
    expect(viteEmpties('/site', '/site/dist/client')).toBe(true)
    expect(viteEmpties('/site', '/tmp/out/client')).toBe(false)
    expect(viteEmpties('/site', '/tmp/out/client', true)).toBe(true)
    expect(viteEmpties('/site', '/site/dist/client', false)).toBe(false)
  })
})
