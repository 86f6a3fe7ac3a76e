import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { PageFile, PageSummary } from '../api'
import { contentCopy, editorClient } from './test-project'

describe('every page opened and saved unchanged', () => {
  it('changes 0 bytes of any page', { timeout: 120_000 }, async () => {
    const root = contentCopy()
    const api = editorClient(root)
    const pages = (await api.get('/pages')).body.pages as PageSummary[]
    expect(pages.length).toBeGreaterThan(40)
    const changed: string[] = []
    for (const { file } of pages) {
      const before = readFileSync(join(root, file), 'utf8')
      const page = (await api.get(`/page?file=${file}`)).body as unknown as PageFile
      const diff = await api.post('/diff', { file, data: page.data })
      const saved = await api.post('/save', { file, data: page.data, version: page.version })
      const after = readFileSync(join(root, file), 'utf8')
      if (diff.body.diff !== '' || !saved.body.saved || after !== before) changed.push(file)
    }
    expect(changed).toEqual([])
  })
})
