import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { todoIssues } from '../../content-engine/todos'
import { cityPageYaml } from './city-template'

describe('new city page template', () => {
  it('declares the place and leaves only the facts to look up as TODOs', () => {
    const text = cityPageYaml({
      city: 'Tampa',
      state: 'Florida',
      region: 'Tampa Bay',
      statePage: '/florida',
    })
    const [block] = parse(text).blocks
    expect(block).toMatchObject({
      type: 'city-landing',
      city: 'Tampa',
      region: 'Tampa Bay',
      state: 'Florida',
      statePage: '/florida',
    })
    expect(block.neighbourhoods).toHaveLength(16)
    expect(new Set(block.neighbourhoods).size).toBe(16)
    expect(block.areaServed).toHaveLength(5)
    expect(todoIssues('t.yaml', text)).toHaveLength(31)
  })

  it('quotes names YAML would otherwise misread, and leaves out statePage when there is none', () => {
    const text = cityPageYaml({ city: 'Foo: Bar #1', state: 'Idaho' })
    const [block] = parse(text).blocks
    expect(block.city).toBe('Foo: Bar #1')
    expect(block.stats[0].label).toBe('Foo: Bar #1 homes saved')
    expect(block.region).toMatch(/^TODO: /)
    expect(block.statePage).toBeUndefined()
  })
})
