import { readContent } from '../../content-engine/load'
import type { PageSummary } from '../api'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const blockTypesOf = (data: unknown): unknown[] =>
  isRecord(data) && Array.isArray(data.blocks)
    ? data.blocks.map((block) => (isRecord(block) ? block.type : undefined))
    : []

/** 'city', 'state', 'blog' or 'page', from the blocks a page holds and its route. */
export function kindOf(route: string, data: unknown): string {
  const types = blockTypesOf(data)
  if (types.includes('city-landing')) return 'city'
  if (types.includes('state-cities')) return 'state'
  if (route.startsWith('/blog/') || types.includes('article-body')) return 'blog'
  return 'page'
}

function titleOf(route: string, data: unknown): string {
  const meta = isRecord(data) ? data.meta : undefined
  return isRecord(meta) && typeof meta.title === 'string' ? meta.title : route
}

/** Every page file as written, wrong ones too (they are what the marketer has to fix). */
export function pageList(root: string): PageSummary[] {
  return readContent(root)
    .pages.map(({ file, route, data }) => ({
      file,
      route,
      title: titleOf(route, data),
      kind: kindOf(route, data),
    }))
    .sort((a, b) => a.route.localeCompare(b.route))
}
