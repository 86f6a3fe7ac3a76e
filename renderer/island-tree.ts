import { createElement, useEffect, type ComponentType, type ReactNode } from 'react'
import { IslandIdContext } from '../blocks/shared/island-id'

function HydrationSignal(props: { onHydrated?: () => void; children?: ReactNode }) {
  const { onHydrated } = props
  useEffect(() => onHydrated?.(), [onHydrated])
  return props.children
}

/**
 * The element tree of an island, the same on the server and in the browser (element ids derive
 * from `id`). `onHydrated` runs once hydration has committed, when the island responds.
 */
export function islandTree(
  Component: ComponentType<never>,
  props: object,
  id: string,
  onHydrated?: () => void,
) {
  return createElement(
    IslandIdContext.Provider,
    { value: id },
    createElement(HydrationSignal, { onHydrated }, createElement(Component, props as never)),
  )
}
