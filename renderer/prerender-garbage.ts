import { garbageBound } from '../lib/node/garbage-bound'

/**
 * How much garbage the prerender's heap may hold. Rendering a page leaves garbage, which V8 would
 * let grow with the pages rendered.
 */
const GARBAGE_ROOM = 128 * 2 ** 20

const bound = garbageBound(GARBAGE_ROOM)

/** To call as each page is written (a fraction of a microsecond). */
export const boundPrerenderGarbage = () => void bound.check()

/** Collects the garbage now, and from then on keeps it within the bound. */
export const collectPrerenderGarbage = () => bound.collect()
