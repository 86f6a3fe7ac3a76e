import { describe, expect, it } from 'vitest'
import { loadExample, renderBlock, textOf } from '../../content-engine/testing/block-examples'
import { validateNode } from '../../content-engine/validate-node'
import { YamlSource } from '../../content-engine/yaml-source'
import { TimelineSchema } from './schema'

describe('timeline block', () => {
  const { data, issues } = loadExample('timeline')

  it('example validates, with default labels filled in', () => {
    expect(issues).toEqual([])
    expect(data.actionLabel).toBe('What to do:')
    expect(data.urgencyLabels).toEqual({
      medium: 'Medium urgency',
      high: 'High urgency',
      critical: 'Critical',
    })
  })

  it('renders the stages in order as a list, each with its title, description and action', () => {
    const html = renderBlock('timeline', data)
    const text = textOf(html)
    expect(html.match(/<li/g)).toHaveLength(3)
    expect(text.indexOf('Missed Payments')).toBeLessThan(text.indexOf('Notice of Default'))
    expect(text.indexOf('Notice of Default')).toBeLessThan(text.indexOf('Foreclosure Sale'))
    expect(text).toContain(
      'What to do: Call your lender and ask about hardship options before a second payment is missed.',
    )
  })

  it('shows each urgency as a labelled badge with its own colour', () => {
    const html = renderBlock('timeline', data)
    const badges = [...html.matchAll(/data-urgency="(\w+)"[^>]*>(.*?)<\/span>/g)].map((m) => [
      m[1],
      textOf(m[2]!),
    ])
    expect(badges).toEqual([
      ['medium', 'Medium urgency'],
      ['high', 'High urgency'],
      ['critical', 'Critical'],
    ])
    expect(html).toMatch(/class="[^"]*bg-destructive[^"]*" data-urgency="critical"/)
    expect(html).toMatch(/class="[^"]*text-warning[^"]*" data-urgency="medium"/)
  })

  it('numbers the markers unless a time label is given, and omits badges without urgency', () => {
    const html = renderBlock('timeline', {
      ...data,
      stages: [
        { marker: 'Day 1', title: 'Notice of Default', description: 'The notice is mailed.' },
        { title: 'Sale', description: 'The home is sold.' },
      ],
    })
    expect(textOf(html)).toMatch(/^The Foreclosure Timeline .* Day 1 Notice of Default .* 2 Sale/)
    expect(html).not.toContain('data-urgency')
    expect(html).not.toContain('What to do:')
  })

  it('rejects an unknown urgency level', () => {
    const { issues: bad } = loadExampleWith({ urgency: 'extreme' })
    expect(bad.map((i) => i.message).join()).toMatch(/medium.*high.*critical/)
  })
})

function loadExampleWith(stagePatch: Record<string, unknown>) {
  const value = {
    type: 'timeline',
    title: 'T',
    stages: [
      { title: 'A', description: 'a', ...stagePatch },
      { title: 'B', description: 'b' },
    ],
  }
  const source = new YamlSource('timeline.yaml', JSON.stringify(value))
  return { issues: validateNode({ source, at: [], value, schema: TimelineSchema }) }
}
