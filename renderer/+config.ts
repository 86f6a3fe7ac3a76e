import type { Config } from 'vike/types'

/**
 * HTML-only pages: rendered on the server (prerendered at build), no client render hook and no
 * client routing. `+client.ts` hydrates the islands on its own.
 */
export default {
  // Eight pages in flight, not one per core: a page's file is written while the next renders.
  prerender: { parallel: 8 },
  clientRouting: false,
  clientHooks: false,
  passToClient: [],
} satisfies Config
