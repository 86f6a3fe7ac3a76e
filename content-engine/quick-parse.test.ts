import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { getHeapStatistics } from 'node:v8'
import { collectGarbage } from '../lib/node/collect-garbage'
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

  it('gives values that do not keep the text they were read from', () => {
    const heldBefore = () => {
      collectGarbage()
      return getHeapStatistics().used_heap_size
    }
    const before = heldBefore()
    // Each text is 100 KB; only a 26-character value of each is kept.
    const kept = Array.from({ length: 100 }, (_, i) => {
      const text = `title: Homes bought in city ${i}\nbody: "${'word '.repeat(20_000)}"\n`
      return (quickParse(text)!.data as { title: string }).title
    })
    expect(kept[99]).toBe('Homes bought in city 99')
    // Held as slices of their texts, the values would keep 10 MB.
    expect(heldBefore() - before).toBeLessThan(2 * 2 ** 20)
  })
})
