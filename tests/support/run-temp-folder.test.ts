import { existsSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import useOneTempFolder from './run-temp-folder'

const saved = { TMPDIR: process.env.TMPDIR, SITE_TEST_RUN_TMPDIR: process.env.SITE_TEST_RUN_TMPDIR }

afterEach(() => Object.assign(process.env, saved))

describe('one temporary folder for a test run', () => {
  it('is where this run makes its temporary files', () => {
    expect(process.env.SITE_TEST_RUN_TMPDIR).toBe(tmpdir())
  })

  it('is made by the first project, removed with what it holds, and TMPDIR put back', () => {
    delete process.env.SITE_TEST_RUN_TMPDIR
    const outer = tmpdir()
    const removeFolder = useOneTempFolder()
    const folder = tmpdir()
    expect(dirname(folder)).toBe(outer)
    writeFileSync(join(folder, 'left-by-a-test'), 'x')
    expect(useOneTempFolder()).toBeUndefined()
    removeFolder!()
    expect(existsSync(folder)).toBe(false)
    expect(tmpdir()).toBe(outer)
  })
})
