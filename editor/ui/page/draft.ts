/** The page object the forms edit, with a stable key per block (blocks have no ids of their own). */
export interface Draft {
  data: PageData
  keys: string[]
}

export interface PageData {
  meta?: unknown
  blocks: unknown[]
  [key: string]: unknown
}

export type DraftAction =
  | { type: 'load'; data: unknown }
  | { type: 'meta'; meta: unknown }
  | { type: 'block'; index: number; value: unknown }
  | { type: 'add'; index: number; value: unknown; key: string }
  | { type: 'remove'; index: number }
  | { type: 'duplicate'; index: number; key: string }
  | { type: 'move'; from: number; to: number }

let lastKey = 0
export const newKey = () => `b${++lastKey}`

export function loadDraft(data: unknown): Draft {
  const page = (typeof data === 'object' && data !== null ? data : {}) as Partial<PageData>
  const blocks = Array.isArray(page.blocks) ? page.blocks : []
  return { data: { ...page, blocks }, keys: blocks.map(newKey) }
}

const withBlocks = (draft: Draft, blocks: unknown[], keys: string[]): Draft => ({
  data: { ...draft.data, blocks },
  keys,
})

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item!)
  return next
}

export function draftReducer(draft: Draft, action: DraftAction): Draft {
  const { blocks } = draft.data
  switch (action.type) {
    case 'load':
      return loadDraft(action.data)
    case 'meta':
      return { ...draft, data: { ...draft.data, meta: action.meta } }
    case 'block':
      return withBlocks(
        draft,
        blocks.map((block, index) => (index === action.index ? action.value : block)),
        draft.keys,
      )
    case 'add':
      return withBlocks(
        draft,
        blocks.toSpliced(action.index, 0, action.value),
        draft.keys.toSpliced(action.index, 0, action.key),
      )
    case 'remove':
      return withBlocks(
        draft,
        blocks.toSpliced(action.index, 1),
        draft.keys.toSpliced(action.index, 1),
      )
    case 'duplicate':
      return withBlocks(
        draft,
        blocks.toSpliced(action.index + 1, 0, structuredClone(blocks[action.index])),
        draft.keys.toSpliced(action.index + 1, 0, action.key),
      )
    case 'move':
      return withBlocks(
        draft,
        moved(blocks, action.from, action.to),
        moved(draft.keys, action.from, action.to),
      )
  }
}
