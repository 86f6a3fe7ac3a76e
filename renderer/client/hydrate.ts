import { hydrateRoot } from 'react-dom/client'
import { islandLoaders } from '../../blocks/islands'
import { islandTree } from '../island-tree'

/** Hydrates one island as its own React root with the props the server rendered it with. */
export async function hydrateIsland(element: HTMLElement) {
  const type = element.dataset.island as keyof typeof islandLoaders
  const id = element.dataset.islandId!
  const load = islandLoaders[type] as (typeof islandLoaders)[typeof type] | undefined
  if (!load) throw new Error(`No island loader for block type "${type}"`)
  const propsScript = document.querySelector(`script[data-island-props="${id}"]`)
  const props = JSON.parse(propsScript?.textContent ?? '{}') as object
  const Component = await load()
  const markHydrated = () => {
    element.dataset.hydrated = 'true'
  }
  hydrateRoot(element, islandTree(Component, props, id, markHydrated))
}
