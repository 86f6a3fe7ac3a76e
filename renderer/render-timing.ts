import { processWide } from '../lib/process-wide'

/** When the prerender began and how long its pages took to render, for the build's summary. */
interface RenderTiming {
  prerenderStartedAt?: number
  renderMs: number
}

// The build's summary (a Vite plugin) and the pages (vike's server bundle) are separate modules.
const timing = processWide<RenderTiming>('site-build.render-timing', () => ({ renderMs: 0 }))

export const prerenderStarts = () => void (timing.prerenderStartedAt ??= performance.now())

export function timedRender(render: () => string): string {
  const start = performance.now()
  const html = render()
  timing.renderMs += performance.now() - start
  return html
}

/** The prerender's time so far, split into the pages' rendering and the rest (writing them). */
export function prerenderTime(): { renderMs: number; writeMs: number } | undefined {
  const { prerenderStartedAt, renderMs } = timing
  if (prerenderStartedAt === undefined) return undefined
  return { renderMs, writeMs: performance.now() - prerenderStartedAt - renderMs }
}
