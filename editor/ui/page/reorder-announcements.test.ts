import { describe, expect, it } from 'vitest'
import { reorderAnnouncements } from './reorder-announcements'

const rows = [
  { key: 'a', title: 'Hero' },
  { key: 'b', title: 'Feature list' },
  { key: 'c', title: 'Statistics' },
]
const say = reorderAnnouncements(rows)
const active = { id: 'a' } as never
const over = (id: string) => ({ id }) as never

describe('reorderAnnouncements', () => {
  it('names the block and its positions, never its id', () => {
    expect(say.onDragStart({ active })).toBe('Picked up Hero, block 1 of 3.')
    expect(say.onDragOver({ active, over: over('c') })).toBe('Hero is over position 3 of 3.')
    expect(say.onDragEnd({ active, over: over('b') })).toBe('Hero dropped at position 2 of 3.')
    expect(say.onDragCancel({ active, over: over('b') })).toBe(
      'Moving cancelled; Hero stays at position 1 of 3.',
    )
  })

  it('says when the block is outside the list', () => {
    expect(say.onDragOver({ active, over: null })).toBe('Hero is no longer over the list.')
    expect(say.onDragEnd({ active, over: null })).toBe(
      'Hero dropped outside the list; the order is unchanged.',
    )
  })
})
