import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { unwatchedScratch } from './unwatched-scratch'

describe('the scratch folder, out of the dev server’s watch', () => {
  it('leaves out the builds there, not the project’s own files', () => {
    const ignored = unwatchedScratch('/p', '/p')
    expect(ignored('/p/.tmp-builds/quiet-1/client/chicago/index.html')).toBe(true)
    expect(ignored('/p/.tmp-builds/quiet-1')).toBe(true)
    // The folder itself is walked: the content may be read from inside it.
    expect(ignored('/p/.tmp-builds')).toBe(false)
    expect(ignored('/p/content/pages/chicago.yaml')).toBe(false)
    expect(ignored('/p/blocks/hero/Hero.tsx')).toBe(false)
    expect(ignored('/p/.tmp-builds-notes.md')).toBe(false)
  })

  it('keeps watching the content read from there, and nothing else beside it', () => {
    const root = join('/p/.tmp-builds', 'scale-1000')
    const ignored = unwatchedScratch('/p', root)
    expect(ignored(root)).toBe(false)
    expect(ignored(`${root}/content`)).toBe(false)
    expect(ignored(`${root}/content/pages/chicago.yaml`)).toBe(false)
    expect(ignored(`${root}/public/og.png`)).toBe(false)
    expect(ignored(`${root}/dist-0/client/chicago/index.html`)).toBe(true)
    expect(ignored('/p/.tmp-builds/scale-10000/content/pages/chicago.yaml')).toBe(true)
  })
})
