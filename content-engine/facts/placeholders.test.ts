import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatLeaks, leaksIn, leaksInBuild } from './placeholders'

describe('leaked placeholders in built pages', () => {
  it('finds {city}, {phone} and TODO wherever they are, JSON-LD included', () => {
    const html = [
      '<h1>Stop Foreclosure in {city}</h1>',
      '<a href="tel:{phone}">Call</a>',
      '<script type="application/ld+json">{"name":"Keystone {city}"}</script>',
      '<p>TODO: write the intro</p>',
    ].join('\n')
    expect(leaksIn('tampa/index.html', html).map(({ line, text }) => `${line} ${text}`)).toEqual([
      '1 {city}',
      '2 {phone}',
      '3 {city}',
      '4 TODO',
    ])
  })

  it('gives each of several leaks on one line that line', () => {
    const html = '<p>Fine</p>\n\n<p>{city}, {state} TBD</p>\n<p>lorem ipsum</p>'
    expect(leaksIn('x.html', html).map(({ line, text }) => `${line} ${text}`)).toEqual([
      '3 {city}',
      '3 {state}',
      '3 TBD',
      '4 lorem ipsum',
    ])
  })

  it('accepts JSON, CSS and ordinary words', () => {
    const html = '<style>a{color:red}</style><script>{"a":{"b":1}}</script><p>Todos los días</p>'
    expect(leaksIn('index.html', html)).toEqual([])
  })

  it('walks every HTML file of a build and says where', () => {
    const dir = mkdtempSync(join(tmpdir(), 'build-'))
    mkdirSync(join(dir, 'tampa'))
    writeFileSync(join(dir, 'index.html'), '<p>Fine</p>')
    writeFileSync(join(dir, 'tampa/index.html'), '<p>\nCall {phone}</p>')
    expect(formatLeaks(leaksInBuild(dir))).toBe(
      'tampa/index.html:2  "{phone}" reached the built page: fill it in the content',
    )
  })
})
