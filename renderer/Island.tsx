import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import type { Hydration } from '../blocks/define'
import { jsonForScript } from './structured-data'
import { islandTree } from './island-tree'

interface IslandProps {
  type: string
  id: string
  hydrate: Hydration
  Component: ComponentType<never>
  props: object
  /** Shown under the block where the browser runs no JavaScript. */
  withoutScript?: string
}

/**
 * Renders an interactive block as its own React root inside a marker the browser bootstrap
 * finds and hydrates. Element ids come from the island id (`useIslandId`); the prefix keeps any
 * other useId value of the island apart from the page's.
 */
export function Island({ type, id, hydrate, Component, props, withoutScript }: IslandProps) {
  const html = renderToString(islandTree(Component, props, id), {
    identifierPrefix: `${id}-`,
  })
  return (
    <>
      <script
        type="application/json"
        data-island-props={id}
        dangerouslySetInnerHTML={{ __html: jsonForScript(props) }}
      />
      <div
        className="contents"
        data-island={type}
        data-island-id={id}
        data-hydrate={hydrate}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {withoutScript && (
        <noscript>
          <p className="mx-auto -mt-6 mb-14 max-w-xl px-4 text-center font-medium md:-mt-10">
            {withoutScript}
          </p>
        </noscript>
      )}
    </>
  )
}
