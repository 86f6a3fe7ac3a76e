import { readdirSync } from 'node:fs'
import { join } from 'node:path'

const IMAGE = /\.(?:avif|gif|jpe?g|png|svg|webp)$/i

/** The images under public/, as pages write them: `/images/chicago.jpg`. */
export function publicImages(root: string): string[] {
  const entries = readdirSync(join(root, 'public'), { recursive: true, encoding: 'utf8' })
  return entries
    .map((entry) => entry.split('\\').join('/'))
    .filter((entry) => IMAGE.test(entry) && !entry.split('/').some((part) => part.startsWith('.')))
    .map((entry) => `/${entry}`)
    .sort()
}
