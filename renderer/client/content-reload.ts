/**
 * In dev, the content plugin (scripts/vite-content-plugin.ts) sends this event when a content file
 * changed; a site page (and the page shown for a content problem) then loads again. A custom event
 * rather than Vite's full reload, which would also reload the page editor and lose its draft. Only
 * the dev server's pages load this module (renderer/+onRenderHtml.ts), never a built page.
 */
export const CONTENT_CHANGED = 'site:content-changed'

if (import.meta.hot) import.meta.hot.on(CONTENT_CHANGED, () => location.reload())
