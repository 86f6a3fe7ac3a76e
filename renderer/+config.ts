import type { Config } from 'vike/types'

/**
 * HTML-only pages: rendered on the server (prerendered at build), no client render hook and no
 * client routing. `+client.ts` hydrates the islands on its own.
 */
export default {
  prerender: true,
  clientRouting: false,
  clientHooks: false,
  passToClient: [],
} satisfies Config
