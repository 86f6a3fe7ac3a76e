import { describe, expect, it } from 'vitest'
import type { TrackedEvent } from './events'
import { startTracking, trackConversion, trackEvent } from './track'

describe('track', () => {
  it('queues what is tracked before initialisation, then delivers in order', () => {
    trackEvent('calculator_start', { category: 'calculator', label: 'Equity' })
    trackConversion('Lead')
    const delivered: TrackedEvent[] = []
    startTracking((event) => delivered.push(event))
    expect(delivered).toEqual([
      { kind: 'event', action: 'calculator_start', category: 'calculator', label: 'Equity' },
      { kind: 'conversion', name: 'Lead', currency: 'USD', value: 50 },
    ])
    trackConversion('Contact', { custom: { context: 'header' } })
    trackConversion('CalculatorComplete', { currency: 'EUR', items: [{ id: 'x' }] })
    expect(delivered.slice(2)).toEqual([
      {
        kind: 'conversion',
        name: 'Contact',
        currency: 'USD',
        value: 75,
        custom: { context: 'header' },
      },
      {
        kind: 'conversion',
        name: 'CalculatorComplete',
        currency: 'EUR',
        value: 25,
        items: [{ id: 'x' }],
      },
    ])
  })
})
