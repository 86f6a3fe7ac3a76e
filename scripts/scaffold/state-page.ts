import { loadContent } from '../../content-engine/load'

/** The route of the page listing a state's cities (its state-cities block), if there is one. */
export function statePageOf(state: string): string | undefined {
  const { content } = loadContent()
  return content?.pages.find((page) =>
    page.blocks.some((block) => block.type === 'state-cities' && block.state === state),
  )?.route
}
