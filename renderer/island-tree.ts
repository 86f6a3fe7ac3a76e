import { createElement, useEffect, type ComponentType, type ReactNode } from 'react'

function HydrationSignal(props: { onHydrated?: () => void; children?: ReactNode }) {
  const { onHydrated } = props
  useEffect(() => onHydrated?.(), [onHydrated])
  return props.children
}

/**
 * The element tree of an island, the same on the server and in the browser (useId values
 * depend on it). `onHydrated` runs once hydration has committed, when the island responds.
 */
export function islandTree(
  Component: ComponentType<never>,
  props: object,
  onHydrated?: () => void,
) {
  return createElement(HydrationSignal, { onHydrated }, createElement(Component, props as never))
}
