import { describe, expect, it } from 'vitest'
import { phasesIn } from './timed-build'

describe("the build's phases", () => {
  it('are read from the line after the summary, in seconds', () => {
    const output = [
      'Built 1058 pages in 9.1 s into dist/client/ (npm start serves it).',
      'Phases: read+validate 0.52 s, fact checks 0.31 s, render 3.10 s, write 0.80 s',
    ].join('\n')
    expect(phasesIn(output)).toEqual({
      'read+validate': 0.52,
      'fact checks': 0.31,
      render: 3.1,
      write: 0.8,
    })
  })

  it('are none when the build prints no such line', () => {
    expect(phasesIn('Built 58 pages in 4.2 s into dist/client/ (npm start serves it).')).toEqual({})
  })
})
