import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { ContentError } from './issues'
import { contentRoot, loadContent, type SiteContent } from './load'

let cached: { signature: string; content: SiteContent } | undefined

/** Changes whenever a content or public file is added, removed or edited (for dev reloads). */
function signature(root: string): string {
  return ['content', 'public']
    .flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => {
        const stat = statSync(join(root, dir, file))
        return `${dir}/${file}:${stat.mtimeMs}:${stat.size}`
      }),
    )
    .join('|')
}

/** The validated content, loaded once per change; throws every content problem at once. */
export function getContent(root = contentRoot()): SiteContent {
  const current = signature(root)
  if (cached?.signature === current) return cached.content
  const { content, issues } = loadContent(root)
  if (!content) throw new ContentError(issues)
  cached = { signature: current, content }
  return content
}
