import { describe, expect, it } from 'vitest'
import { GroupCommitWriter } from './group-commit'
import type { NewLead } from './lead-store'

const lead = (id: string): NewLead => ({
  id,
  kind: 'phone-click',
  status: 'pending',
  createdAt: '2024-01-15T14:30:00.000Z',
  payload: { path: '/', linkText: 'Call', href: 'tel:1', context: 'general' },
})

describe('group commit', () => {
  it('commits the inserts of one event-loop turn together and settles after the commit', async () => {
    const batches: string[][] = []
    const writer = new GroupCommitWriter((leads) => {
      batches.push(leads.map((l) => l.id))
      return leads.map((l) => l.id)
    })
    let committed = 0
    writer.onCommit(() => committed++)
    const first = Promise.all([writer.add(lead('a')), writer.add(lead('b')), writer.add(lead('c'))])
    expect(batches).toEqual([])
    await first
    await writer.add(lead('d'))
    expect(batches).toEqual([['a', 'b', 'c'], ['d']])
    expect(committed).toBe(2)
  })

  it('rejects every insert of a batch whose commit fails', async () => {
    const writer = new GroupCommitWriter(() => {
      throw new Error('disk full')
    })
    const results = await Promise.allSettled([writer.add(lead('a')), writer.add(lead('b'))])
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected'])
  })
})
