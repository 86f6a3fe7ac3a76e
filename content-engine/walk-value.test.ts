import { describe, expect, it } from 'vitest'
import type { Segment } from './yaml-source'
import { SKIP, walkValue } from './walk-value'

describe('walkValue', () => {
  it('visits every entry with its path and its parent’s state, and not under a SKIP', () => {
    const value = { a: [{ b: 'x' }, 'y'], skipped: { c: 'z' }, d: { e: 1 } }
    const seen: string[] = []
    const path: Segment[] = ['start']
    walkValue(value, path, 0, (_child, key, at, depth) => {
      seen.push(`${at.join('.')}@${depth}`)
      return key === 'skipped' ? SKIP : depth + 1
    })
    expect(seen).toEqual([
      'start.a@0',
      'start.a.0@1',
      'start.a.0.b@2',
      'start.a.1@1',
      'start.skipped@0',
      'start.d@0',
      'start.d.e@1',
    ])
    expect(path).toEqual(['start'])
  })
})
