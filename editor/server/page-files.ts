import { createHash, randomBytes } from 'node:crypto'
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { RequestError } from './request-error'

/** Changes whenever the bytes change. */
export const versionOf = (text: string) =>
  createHash('sha256').update(text).digest('hex').slice(0, 16)

export function readPageText(absolute: string, file: string): string {
  try {
    return readFileSync(absolute, 'utf8')
  } catch {
    throw new RequestError(404, `${file} does not exist.`)
  }
}

/** A temporary file beside `absolute`, so that renaming it over the real one is atomic. */
function writeTemporary(absolute: string, text: string): string {
  const temporary = join(
    dirname(absolute),
    `.${basename(absolute)}.${randomBytes(6).toString('hex')}.tmp`,
  )
  writeFileSync(temporary, text, { flag: 'wx' })
  return temporary
}

/** Replaces the file whole: readers see the old bytes or the new ones, never half of them. */
export function writeAtomically(absolute: string, text: string) {
  const temporary = writeTemporary(absolute, text)
  try {
    renameSync(temporary, absolute)
  } catch (error) {
    rmSync(temporary, { force: true })
    throw error
  }
}

/** Writes a new file whole; false, with nothing written, when the file is already there. */
export function createAtomically(absolute: string, text: string): boolean {
  const temporary = writeTemporary(absolute, text)
  try {
    linkSync(temporary, absolute)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  } finally {
    rmSync(temporary, { force: true })
  }
}
