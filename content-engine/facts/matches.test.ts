import { describe, expect, it } from 'vitest'
import { matchesIn } from './matches'

const summary = (matches: Iterable<RegExpExecArray>) =>
  [...matches].map((match) => [match.index, ...match])

describe('matches of a pattern', () => {
  it('are those matchAll finds, from the start of the text each time', () => {
    const text = 'all 58 counties, 3-4 months in Texas; call 312 555 0100, or 46 days in Ohio'
    const patterns = [/(\d+(?:-\d+)?) (months|days) in ([A-Z][a-z]+)/g, /\d+/g, /x*/g, /zzz/g]
    for (const pattern of patterns) {
      pattern.lastIndex = 5
      const expected = summary(text.matchAll(new RegExp(pattern.source, 'g')))
      expect(summary(matchesIn(text, pattern))).toEqual(expected)
      expect(summary(matchesIn(text, pattern))).toEqual(expected)
    }
    expect(summary(matchesIn(text, patterns[1]!))).toHaveLength(7)
  })

  it('refuse a pattern without the g flag, as matchAll does, rather than loop on its first match', () => {
    expect(() => matchesIn('all 58 counties', /\d+/)).toThrow(TypeError)
  })
})
