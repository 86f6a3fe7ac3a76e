import type { BlockCatalogueEntry, DraftIssue } from '../../api'
import type { Draft } from './draft'
import type { BlockRow } from './BlockList'

const SUMMARY_FIELDS = ['title', 'heading', 'city', 'eyebrow', 'label', 'text']

/** What the block list shows of each block: its type's title, a line of its text, its problems. */
export function blockRows(
  draft: Draft,
  catalogue: BlockCatalogueEntry[],
  issues: DraftIssue[],
): BlockRow[] {
  return draft.data.blocks.map((block, index) => {
    const fields = (block ?? {}) as Record<string, unknown>
    const type = String(fields.type)
    const summary = SUMMARY_FIELDS.map((name) => fields[name]).find(
      (value) => typeof value === 'string',
    )
    return {
      key: draft.keys[index]!,
      title: catalogue.find((entry) => entry.type === type)?.title ?? type,
      summary: typeof summary === 'string' ? summary : '',
      problems: issues.filter(
        (issue) => issue.path[0] === 'blocks' && Number(issue.path[1]) === index,
      ).length,
    }
  })
}
