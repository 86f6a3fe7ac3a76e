/**
 * Renders a content page's whole document, with vike's asset markers (`withAssetSlots`),
 * somewhere else: in the build's worker thread. Undefined for a route with no page.
 */
export type RenderElsewhere = (route: string) => Promise<string | undefined>

// One slot per process: the build's plugins and the pages vike loads are separate module copies.
const SLOT = Symbol.for('site.render-elsewhere')
const slots = globalThis as Record<symbol, RenderElsewhere | undefined>

/** Sets (or, with undefined, clears) where content pages are rendered during the build. */
export function renderContentPagesWith(render: RenderElsewhere | undefined) {
  slots[SLOT] = render
}

/** Where content pages are rendered now, if not here. */
export const renderingElsewhere = (): RenderElsewhere | undefined => slots[SLOT]
