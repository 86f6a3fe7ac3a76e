import { getHeapStatistics } from 'node:v8'
import { collectGarbage } from './collect-garbage'

/**
 * What the heap holds (live or garbage), the memory of its array buffers (such as the values read
 * back from a spill file) and what the heap has taken from the system, in bytes.
 */
export interface HeapSize {
  used: number
  external: number
  total: number
}

const heapSize = (): HeapSize => {
  const {
    used_heap_size: used,
    external_memory: external,
    total_heap_size: total,
  } = getHeapStatistics()
  return { used, external, total }
}

const held = ({ used, external }: HeapSize) => used + external

/** Full collections in a row at most, each moving more of what stays into fewer pages. */
const MAX_COMPACTIONS = 4

/**
 * Keeps a heap's garbage within `room` bytes, for a task that leaves garbage with each of many
 * items (V8 lets the garbage grow with what the heap holds, and with what it held at its largest):
 * `check()`, called now and then (it takes a fraction of a microsecond), collects once the heap
 * and its array buffers hold more than `room` bytes above what the last collection left.
 * `collect()` collects now, again while a collection leaves more than `room` bytes of the heap's
 * pages empty but kept.
 */
export function garbageBound(room: number, collect = collectGarbage, size = heapSize) {
  let left = held(size())
  const collectNow = () => {
    for (let i = 0; i < MAX_COMPACTIONS; i++) {
      const before = size().total
      collect()
      const after = size()
      left = held(after)
      if (after.total - after.used <= room || after.total > before * 0.9) break
    }
  }
  return {
    collect: collectNow,
    check(): boolean {
      if (held(size()) <= left + room) return false
      collectNow()
      return true
    },
  }
}
