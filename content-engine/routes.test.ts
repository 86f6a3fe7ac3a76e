import { describe, expect, it } from 'vitest'
import { isAddressPart, slugOf } from './routes'

describe('slugOf', () => {
  it('drops accents rather than splitting words at them', () => {
    expect(slugOf('Cañon City')).toBe('canon-city')
    expect(slugOf('Española')).toBe('espanola')
    expect(slugOf('Coeur d’Alene')).toBe('coeur-d-alene')
    expect(slugOf('Mañana É')).toBe('manana-e')
  })

  it('joins words with single hyphens, none at either end', () => {
    expect(slugOf('St. Petersburg')).toBe('st-petersburg')
    expect(slugOf('  Winston--Salem  ')).toBe('winston-salem')
    expect(slugOf('About copy')).toBe('about-copy')
  })

  it('makes nothing of a name without a Latin letter or digit', () => {
    expect(slugOf('東京')).toBe('')
  })
})

describe('isAddressPart', () => {
  it('accepts lowercase words joined by single hyphens', () => {
    expect(['tampa', 'st-petersburg', 'route-66'].every(isAddressPart)).toBe(true)
  })

  it('refuses capitals, spaces, accents and stray hyphens', () => {
    const bad = ['Miami', 'about copy', 'cañon-city', '-tampa', 'tampa-', 'st--pete', '']
    expect(bad.filter(isAddressPart)).toEqual([])
  })
})
