import { blockSchemas, blockTypes, type BlockData, type BlockType } from '../blocks/schemas'
import {
  PageEnvelopeSchema,
  PageMetaSchema,
  type PageMeta,
  type WrittenPageMeta,
} from './page-schema'
import { completeMeta } from './page-meta'
import type { ContentIssue } from './issues'
import { didYouMean, nearest } from './suggest'
import { validateNode } from './validate-node'
import type { YamlSource } from './yaml-source'

export interface ValidPage {
  meta: PageMeta
  blocks: BlockData[]
}

const isBlockType = (type: unknown): type is BlockType =>
  typeof type === 'string' && Object.hasOwn(blockSchemas, type)

const META_KEYS = Object.keys(PageMetaSchema.properties)

/**
 * The written meta with a misspelt key read as the field it is likely meant to be: its absence is
 * then not reported again beside the unknown key (which is, with the name to write).
 */
function metaAsMeant(meta: unknown): Partial<WrittenPageMeta> {
  if (typeof meta !== 'object' || meta === null || Array.isArray(meta)) return {}
  const known = META_KEYS
  if (Object.keys(meta).every((key) => known.includes(key))) return meta
  const meant = Object.entries(meta as Record<string, unknown>).map(([key, value]) => [
    known.includes(key) ? key : (nearest(key, known) ?? key),
    value,
  ])
  return { ...Object.fromEntries(meant), ...meta } as Partial<WrittenPageMeta>
}

/** Validates the page envelope, then each block against its own type's schema only. */
export function validatePage(
  source: YamlSource,
  data: unknown,
): { page?: ValidPage; issues: ContentIssue[] } {
  const envelopeIssues = validateNode({ source, at: [], value: data, schema: PageEnvelopeSchema })
  const blocks = (data as { blocks?: unknown } | null)?.blocks
  const blockTypeAt = (i: number) => {
    const type = Array.isArray(blocks) ? (blocks[i] as { type?: unknown } | null)?.type : undefined
    return typeof type === 'string' ? type : undefined
  }
  const issues = envelopeIssues.map((issue) => ({ ...issue }))
  if (Array.isArray(blocks)) {
    blocks.forEach((block, index) => {
      const type = (block as { type?: unknown } | null)?.type
      if (typeof type !== 'string') return
      if (!isBlockType(type)) {
        const { line, col } = source.position(['blocks', index, 'type'])
        issues.push({
          file: source.file,
          line,
          col,
          where: `blocks[${index}]`,
          message: `unknown block type "${type}"${didYouMean(type, blockTypes) || `; known types: ${blockTypes.join(', ')}`}`,
        })
        return
      }
      const schema = blockSchemas[type]
      issues.push(
        ...validateNode({ source, at: ['blocks', index], value: block, schema, blockTypeAt }),
      )
    })
  }
  const written = data as { meta?: WrittenPageMeta; blocks?: BlockData[] }
  const { meta, issues: metaIssues } = completeMeta(
    source,
    metaAsMeant(written.meta),
    Array.isArray(blocks) ? written.blocks! : [],
  )
  issues.push(...metaIssues)
  if (!meta || issues.length > 0) return { issues }
  return { page: { blocks: written.blocks!, meta }, issues }
}
