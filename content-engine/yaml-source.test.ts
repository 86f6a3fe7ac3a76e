import { describe, expect, it } from 'vitest'
import { YamlSource } from './yaml-source'

const TEXT = 'meta:\n  title: Chicago\nblocks:\n  - type: hero\n    title: Stop foreclosure\n'

/** A source whose file holds `onDisk` when read again, counting the reads. */
function letGo(onDisk = TEXT) {
  const source = new YamlSource('content/pages/chicago.yaml', TEXT)
  const reads = { count: 0 }
  source.letGoOfText((file) => {
    reads.count++
    return file === source.file ? onDisk : ''
  })
  return { source, reads }
}

describe('YamlSource.letGoOfText', () => {
  it('reads the file again only when the text is needed, then keeps it', () => {
    const { source, reads } = letGo()
    expect(reads.count).toBe(0)
    expect(source.position(['blocks', 0, 'title'])).toEqual({ line: 5, col: 12 })
    expect(source.text).toBe(TEXT)
    expect(reads.count).toBe(1)
  })

  it('refuses a file changed since it was read, naming it', () => {
    const { source } = letGo(TEXT.replace('Chicago', 'Tampa'))
    expect(() => source.position(['meta', 'title'])).toThrow(
      'content/pages/chicago.yaml changed while it was being checked: check it again',
    )
  })

  it('keeps the text of a file already parsed for positions', () => {
    const source = new YamlSource('content/pages/chicago.yaml', TEXT)
    source.position(['meta', 'title'])
    source.letGoOfText(() => {
      throw new Error('read again')
    })
    expect(source.text).toBe(TEXT)
  })
})
