import { describe, expect, it } from 'vitest'
import { pathAtPosition } from './issue-paths'

const text = `# a comment
meta:
  title: Home
blocks:
  - type: faq
    items:
      - question: Why?
        answer: >-
          Because
          it helps.
  - { type: cta, title: Call us }
`

describe('pathAtPosition', () => {
  it.each([
    [3, 10, ['meta', 'title']],
    [3, 3, ['meta', 'title']],
    [7, 21, ['blocks', 0, 'items', 0, 'question']],
    [10, 11, ['blocks', 0, 'items', 0, 'answer']],
    [9, 1, ['blocks', 0, 'items', 0, 'answer']],
    [11, 25, ['blocks', 1, 'title']],
    [5, 5, ['blocks', 0, 'type']],
    [1, 1, []],
  ])('line %i col %i is %j', (line, col, path) => {
    expect(pathAtPosition(text, line, col)).toEqual(path)
  })
})
