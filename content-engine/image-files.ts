import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { imageSize } from 'image-size'
import type { ContentIssue } from './issues'
import type { Segment, YamlSource } from './yaml-source'
import { nearestPath, publicPrefixFix } from './suggest'
import { describePath } from './validate-node'
import { SKIP, walkValue } from './walk-value'

export interface FoundImage {
  src: string
  path: Segment[]
}

/** Every `image: { src, alt }` value at any depth. */
export function imagesIn(value: unknown): FoundImage[] {
  const found: FoundImage[] = []
  walkValue(value, [], undefined, (child, key, path) => {
    const src = (child as { src?: unknown } | null)?.src
    if (key !== 'image' || typeof src !== 'string') return undefined
    found.push({ src, path: [...path, 'src'] })
    return SKIP
  })
  return found
}

/** The files under public/ as the site serves them (`/images/hero.svg`), read when not given. */
function publicPaths(root: string): string[] {
  const dir = join(root, 'public')
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map(
    (file) => `/${file.replace(/\\/g, '/')}`,
  )
}

const IMAGE = /\.(svg|png|jpe?g|webp|avif)$/i

function missingImage(src: string, publicFiles: () => string[]): string {
  const fix = publicPrefixFix(src)
  const hint = fix
    ? `: ${fix}`
    : nearestPath(
        src,
        publicFiles().filter((file) => IMAGE.test(file)),
      )
  return `image "${src}" is not a file in public/${hint}`
}

function problemOf(root: string, src: string, publicFiles: () => string[]): string | undefined {
  const file = join(root, 'public', src)
  if (!existsSync(file)) return missingImage(src, publicFiles)
  try {
    const size = imageSize(readFileSync(file))
    if (size.width && size.height) return undefined
  } catch {
    // reported below
  }
  return `image "${src}" cannot be read as an image with a width and height`
}

/** A problem for each image whose file is missing or unreadable, at the `src` key's position. */
export function imageFileIssues(
  root: string,
  source: YamlSource,
  value: unknown,
  blockTypeAt?: (index: number) => string | undefined,
  /** Problems of images already looked at (many pages show the same image). */
  known = new Map<string, string | undefined>(),
  /** The files under public/, when already listed. */
  publicFiles?: string[],
): ContentIssue[] {
  let listed = publicFiles
  const files = () => (listed ??= publicPaths(root))
  return imagesIn(value).flatMap(({ src, path }) => {
    if (!known.has(src)) known.set(src, problemOf(root, src, files))
    const message = known.get(src)
    if (!message) return []
    return [
      {
        file: source.file,
        ...source.position(path),
        where: describePath(path, blockTypeAt),
        message,
      },
    ]
  })
}
