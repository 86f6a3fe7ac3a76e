import { describe, expect, it } from 'vitest'
import { garbageBound, type HeapSize } from './garbage-bound'

/** A heap whose collections leave `live` bytes and the pages `kept` gives for each collection. */
function fakeHeap(live: number, kept: number[]) {
  const heap: HeapSize & { collections: number } = {
    used: live,
    external: 0,
    total: live,
    collections: 0,
  }
  const collect = () => {
    heap.used = live
    heap.external = 0
    heap.total = kept[heap.collections++] ?? heap.total
  }
  return { heap, collect, size: () => ({ ...heap }) }
}

describe('garbageBound', () => {
  it('collects once the heap holds more than the room above what the last collection left', () => {
    const { heap, collect, size } = fakeHeap(100, [])
    const bound = garbageBound(50, collect, size)
    heap.used = 150
    expect(bound.check()).toBe(false)
    heap.used = 151
    expect(bound.check()).toBe(true)
    expect(heap.collections).toBe(1)
    heap.used = 150
    expect(bound.check()).toBe(false)
    expect(heap.collections).toBe(1)
  })

  it('counts the memory of array buffers with the heap', () => {
    const { heap, collect, size } = fakeHeap(100, [])
    const bound = garbageBound(50, collect, size)
    heap.used = 120
    heap.external = 30
    expect(bound.check()).toBe(false)
    heap.external = 31
    expect(bound.check()).toBe(true)
    expect(heap.collections).toBe(1)
  })

  it('collects again while the pages kept empty are more than the room, and they get fewer', () => {
    const { heap, collect, size } = fakeHeap(100, [400, 300, 290, 200])
    heap.total = 500
    garbageBound(50, collect, size).collect()
    // Each keeps more than 50 bytes empty; 290 is less than a tenth below 300.
    expect(heap.collections).toBe(3)
    expect(heap.total).toBe(290)
  })

  it('collects at most four times in a row', () => {
    const { heap, collect, size } = fakeHeap(100, [800, 600, 400, 300, 200])
    heap.total = 1000
    garbageBound(50, collect, size).collect()
    expect(heap.collections).toBe(4)
  })

  it('stops collecting once the empty pages fit in the room', () => {
    const { heap, collect, size } = fakeHeap(100, [400, 140, 120])
    heap.total = 500
    garbageBound(50, collect, size).collect()
    expect(heap.collections).toBe(2)
  })

  it('lets go of garbage in a real heap', async () => {
    const bound = garbageBound(8 * 2 ** 20)
    let garbage: string[] | undefined = Array.from({ length: 400_000 }, (_, i) => `page ${i}`)
    const ref = new WeakRef(garbage)
    garbage = undefined
    // A weak reference holds its object until the current job ends.
    await new Promise((resolve) => setImmediate(resolve))
    expect(bound.check()).toBe(true)
    expect(ref.deref()).toBeUndefined()
  })

  it('lets go of array buffers that hold little of the heap', async () => {
    const bound = garbageBound(8 * 2 ** 20)
    let garbage: Uint32Array[] | undefined = Array.from(
      { length: 300 },
      () => new Uint32Array(2 ** 13),
    )
    const ref = new WeakRef(garbage)
    garbage = undefined
    await new Promise((resolve) => setImmediate(resolve))
    expect(bound.check()).toBe(true)
    expect(ref.deref()).toBeUndefined()
  })
})
