import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { quickParse } from './quick-parse'
import { YamlSource } from './yaml-source'

const contentFiles = readdirSync('content', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.yaml'))
  .map((file) => join('content', file))

describe('quickParse', () => {
  it.each(contentFiles)('reads %s to the same value as the full parser', (file) => {
    const text = readFileSync(file, 'utf8')
    expect(quickParse(text)?.data).toEqual(new YamlSource(file, text).data)
  })

  it('gives up on what the full parser reports: syntax errors, duplicate keys, no document', () => {
    expect(quickParse('title: [unclosed\n')).toBeUndefined()
    expect(quickParse('title: a\ntitle: b\n')).toBeUndefined()
    expect(quickParse('# only a comment\n')).toBeUndefined()
  })

  it('keeps YAML 1.2 core meanings: yes/no and dates stay text', () => {
    expect(quickParse('a: yes\nb: 2024-05-01\nc: 0x1F\nd: ~\n')?.data).toEqual({
      a: 'yes',
      b: '2024-05-01',
      c: 31,
      d: null,
    })
  })
})
