import { describe, expect, it } from 'vitest'
import { collectGarbage } from './collect-garbage'

describe('collectGarbage', () => {
  it('lets go of what nothing holds any more', async () => {
    let held: object | undefined = { pages: Array.from({ length: 1000 }, (_, i) => `/city-${i}`) }
    const ref = new WeakRef(held)
    held = undefined
    // A weak reference holds its object until the current job ends.
    await new Promise((resolve) => setImmediate(resolve))
    collectGarbage()
    expect(ref.deref()).toBeUndefined()
  })
})
