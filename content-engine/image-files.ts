import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { imageSize } from 'image-size'
import type { ContentIssue } from './issues'
import type { Segment, YamlSource } from './yaml-source'
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

function problemOf(root: string, src: string): string | undefined {
  const file = join(root, 'public', src)
  if (!existsSync(file)) return `image "${src}" is not a file in public/`
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
): ContentIssue[] {
  return imagesIn(value).flatMap(({ src, path }) => {
    if (!known.has(src)) known.set(src, problemOf(root, src))
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
