import { describe, expect, it } from 'vitest'
import { spilledGetters, spilledPage } from './spilled-page'
import type { Span } from '../lib/node/spill-file'

type Parts = { blocks: string[]; meta: { title: string } }
const GETTERS = spilledGetters<Parts>(['blocks', 'meta'])

function pages() {
  const reads: Span[] = []
  const read = (span: Span, key: keyof Parts) => {
    reads.push(span)
    return key === 'blocks' ? [`block at ${span.start}`] : { title: `page at ${span.start}` }
  }
  const make = (route: string, start: number) =>
    spilledPage({ route }, { start, end: start + 10 }, read, GETTERS)
  return { reads, one: make('/one', 0), two: make('/two', 10) }
}

describe('spilledPage', () => {
  it('reads its parts each time they are asked for, from its own span', () => {
    const { reads, one, two } = pages()
    expect(one.route).toBe('/one')
    expect(two.blocks).toEqual(['block at 10'])
    expect(one.meta).toEqual({ title: 'page at 0' })
    expect(one.meta).not.toBe(one.meta)
    expect(reads.map((span) => span.start)).toEqual([10, 0, 0, 0])
  })

  it('is copied whole, its parts read once for the copy', () => {
    const { reads, one } = pages()
    expect({ ...one }).toEqual({
      route: '/one',
      blocks: ['block at 0'],
      meta: { title: 'page at 0' },
    })
    expect(reads).toHaveLength(2)
  })

  it('holds no function of its own: every page shares the getters', () => {
    const { one, two } = pages()
    const getter = (page: object) => Object.getOwnPropertyDescriptor(page, 'blocks')!.get
    expect(getter(one)).toBeTypeOf('function')
    expect(getter(one)).toBe(getter(two))
  })
})
