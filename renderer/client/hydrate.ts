import { createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { islandLoaders } from '../../blocks/islands'

/** Hydrates one island as its own React root with the props the server rendered it with. */
export async function hydrateIsland(element: HTMLElement) {
  const type = element.dataset.island as keyof typeof islandLoaders
  const id = element.dataset.islandId!
  const load = islandLoaders[type]
  if (!load) throw new Error(`No island loader for block type "${type}"`)
  const propsScript = document.querySelector(`script[data-island-props="${id}"]`)
  const props = JSON.parse(propsScript?.textContent ?? '{}') as object
  const Component = await load()
  hydrateRoot(element, createElement(Component, props as never), { identifierPrefix: `${id}-` })
  element.dataset.hydrated = 'true'
}
