import { describe, expect, it } from 'vitest'
import { cityRequest, cityUsage } from './city-args'

describe('new:city arguments', () => {
  it('reads a city', () => {
    expect(cityRequest(['--name', 'St. Petersburg', '--state', 'Florida'])).toEqual({
      city: { name: 'St. Petersburg', state: 'Florida', region: undefined, slug: undefined },
    })
    expect(cityRequest(['--name=Tampa', '--state=Florida', '--region', 'Tampa Bay'])).toMatchObject(
      { city: { name: 'Tampa', region: 'Tampa Bay' } },
    )
  })

  it('answers --help and -h with a usage naming every option and an example', () => {
    expect(cityRequest(['--help'])).toEqual({ help: true })
    expect(cityRequest(['--name', 'Tampa', '-h'])).toEqual({ help: true })
    for (const option of ['--name', '--state', '--region', '--slug', '--help'])
      expect(cityUsage).toContain(option)
    expect(cityUsage).toContain('Example: npm run new:city -- --name "Tampa" --state Florida')
  })

  it('names an unknown option in one plain line, with the likely one meant', () => {
    expect(cityRequest(['--toString'])).toMatchObject({
      mistake: expect.stringContaining('not an option'),
    })
    expect(cityRequest(['--bogus', 'x'])).toEqual({
      mistake: '--bogus is not an option of new:city',
    })
    expect(cityRequest(['--nmae', 'Tampa', '--state', 'Florida'])).toEqual({
      mistake: '--nmae is not an option of new:city (did you mean "--name"?)',
    })
  })

  it('explains a value without its option, and an option without its value', () => {
    expect(cityRequest(['--name', 'St.', 'Petersburg', '--state', 'Florida'])).toEqual({
      mistake:
        '"Petersburg" follows no option: put quotes around a value with spaces, e.g. --name "St. Petersburg"',
    })
    expect(cityRequest(['--name', '--state', 'Florida'])).toEqual({
      mistake: '--name needs a value',
    })
    expect(cityRequest(['--state', 'Florida', '--name'])).toEqual({
      mistake: '--name needs a value',
    })
  })

  it('asks for the name and the state', () => {
    expect(cityRequest(['--state', 'Florida'])).toEqual({
      mistake: 'new:city needs both --name and --state',
    })
    expect(cityRequest([])).toEqual({ mistake: 'new:city needs both --name and --state' })
  })
})
