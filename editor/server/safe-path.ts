import { existsSync, realpathSync } from 'node:fs'
import { dirname, isAbsolute, join, sep } from 'node:path'
import { RequestError } from './request-error'

const EDITABLE = ['content', 'public']

const refuse = (file: string, why: string) =>
  new RequestError(400, `"${file}" cannot be opened: ${why}.`)

/** The nearest existing folder or file at or above `path`, resolved through symlinks. */
function realExisting(path: string): string {
  let at = path
  while (!existsSync(at)) at = dirname(at)
  return realpathSync(at)
}

/**
 * The absolute path of `file`, a path relative to the project such as `content/pages/chicago.yaml`,
 * once it is sure to lie under content/ or public/ of `root`, symlinks followed.
 */
export function editablePath(root: string, file: unknown): string {
  if (typeof file !== 'string' || file === '') throw new RequestError(400, 'No file was given.')
  if (file.includes('\0') || file.includes('\\'))
    throw refuse(file, 'it holds a forbidden character')
  if (isAbsolute(file) || /^[a-zA-Z]:/.test(file))
    throw refuse(file, 'give a path relative to the project, such as content/pages/chicago.yaml')
  const parts = file.split('/')
  if (parts.some((part) => part === '..' || part === '.' || part === ''))
    throw refuse(file, 'the path may not hold "..", "." or empty parts')
  if (!EDITABLE.includes(parts[0]!) || parts.length < 2)
    throw refuse(file, 'the editor reads and writes only files under content/ and public/')
  const realRoot = realpathSync(root)
  const absolute = join(realRoot, file)
  const real = realExisting(absolute)
  const allowed = EDITABLE.map((folder) => realExisting(join(realRoot, folder)))
  if (!allowed.some((folder) => real === folder || real.startsWith(folder + sep)))
    throw refuse(file, 'it leads outside content/ and public/ through a link')
  return absolute
}
