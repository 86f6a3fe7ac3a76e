import type { Segment } from './yaml-source'

/** Returned by a visitor: do not walk into this child. */
export const SKIP = Symbol('skip')

/**
 * Called for every array item and object entry under the walked value, `path` holding the way to
 * it. It returns the state its own children are visited with, or `SKIP`. `path` is the walk's own
 * stack: a visitor that keeps it copies it.
 */
export type Visit<State> = (
  child: unknown,
  key: Segment,
  path: Segment[],
  state: State,
) => State | typeof SKIP

/** Walks `value` depth first, starting at `path` (which it leaves as it found it). */
export function walkValue<State>(
  value: unknown,
  path: Segment[],
  state: State,
  visit: Visit<State>,
): void {
  if (Array.isArray(value))
    for (let i = 0; i < value.length; i++) enter(value[i], i, path, state, visit)
  else if (value && typeof value === 'object')
    for (const key in value) enter((value as Record<string, unknown>)[key], key, path, state, visit)
}

function enter<State>(
  child: unknown,
  key: Segment,
  path: Segment[],
  state: State,
  visit: Visit<State>,
) {
  path.push(key)
  const inner = visit(child, key, path, state)
  if (inner !== SKIP && child && typeof child === 'object') walkValue(child, path, inner, visit)
  path.pop()
}
