import { cpSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

/**
 * For tests: a throw-away root with a copy of the site's content and `pages` (name under
 * content/pages → text) written over it; public/ is the project's own, linked.
 */
export function contentCopy(pages: Record<string, string> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'content-copy-'))
  cpSync('content', join(root, 'content'), { recursive: true })
  symlinkSync(resolve('public'), join(root, 'public'))
  for (const [name, text] of Object.entries(pages))
    writeFileSync(join(root, 'content/pages', name), text)
  return root
}
