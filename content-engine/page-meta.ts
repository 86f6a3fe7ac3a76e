import { cityPageMeta } from '../blocks/city-landing/place-meta'
import type { BlockData } from '../blocks/schemas'
import type { ContentIssue } from './issues'
import type { PageMeta, WrittenPageMeta } from './page-schema'
import type { YamlSource } from './yaml-source'

const derivable = ['title', 'description', 'keywords'] as const

/** The page's head metadata, with what a city page leaves out derived from its declared place. */
export function completeMeta(
  source: YamlSource,
  written: Partial<WrittenPageMeta>,
  blocks: BlockData[],
): { meta?: PageMeta; issues: ContentIssue[] } {
  const city = blocks.find(
    (block): block is Extract<BlockData, { type: 'city-landing' }> => block.type === 'city-landing',
  )
  const derived = city ? cityPageMeta(city) : {}
  const meta = { ...derived, ...written }
  const missing = derivable.filter((key) => meta[key] === undefined)
  if (missing.length === 0) return { meta: meta as PageMeta, issues: [] }
  const { line, col } = source.position(['meta'])
  return {
    issues: missing.map((key) => ({
      file: source.file,
      line,
      col,
      where: 'meta',
      message: `missing required property "${key}" (only city pages derive it from their place)`,
    })),
  }
}
