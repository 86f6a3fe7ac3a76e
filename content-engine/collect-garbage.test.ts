import { setImmediate as nextTurn } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { collectGarbage } from './collect-garbage'

describe('collectGarbage', () => {
  it('frees what nothing holds any more', async () => {
    const dropped = (() => new WeakRef({ pages: new Array(1000).fill('text') }))()
    await nextTurn()
    collectGarbage()
    expect(dropped.deref()).toBeUndefined()
  })
})
