import { contentRoot, readContent } from '../../content-engine/load'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

const blocksOf = (data: unknown): unknown[] =>
  isRecord(data) && Array.isArray(data.blocks) ? data.blocks : []

/**
 * The route of the page listing a state's cities (its state-cities block), if there is one.
 * Read from the page files as written, so that problems elsewhere (such as the TODOs of a city
 * page just scaffolded) do not hide it.
 */
export function statePageOf(state: string, root = contentRoot()): string | undefined {
  return readContent(root).pages.find((page) =>
    blocksOf(page.data).some(
      (block) => isRecord(block) && block.type === 'state-cities' && block.state === state,
    ),
  )?.route
}
