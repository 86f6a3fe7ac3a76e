import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { DraftIssue, PageFile } from '../api'
import { contentCopy, editorClient } from './test-project'

const CHICAGO = 'content/pages/chicago.yaml'
const INTRO = ['blocks', 0, 'intro']

type Page = { blocks: Record<string, unknown>[] }

/** Chicago with two comments a person wrote, so that saving can be seen to keep them. */
function chicagoWithComments(root: string): string {
  const path = join(root, CHICAGO)
  const text = readFileSync(path, 'utf8')
    .replace('    intro: >-', '    # Checked with the Cook County clerk in March.\n    intro: >-')
    .replace('    county: Cook County', '    county: Cook County # the court of the whole city')
  writeFileSync(path, text)
  return text
}

async function openChicago(root: string) {
  const api = editorClient(root)
  const { body } = await api.get(`/page?file=${CHICAGO}`)
  const page = body as unknown as PageFile
  const withIntro = (intro: string) => {
    const data = structuredClone(page.data) as Page
    data.blocks[0]!.intro = intro
    return data
  }
  return { api, page, withIntro }
}

describe('saving a page', () => {
  it('changes only the lines of the field that changed, comments kept', async () => {
    const root = contentCopy()
    const before = chicagoWithComments(root)
    const { api, page, withIntro } = await openChicago(root)
    const data = withIntro(
      'Every Chicago foreclosure goes through the Circuit Court of Cook County.',
    )

    const diff = await api.post('/diff', { file: CHICAGO, data })
    expect(diff.body.diff).toContain(
      '+      Every Chicago foreclosure goes through the Circuit Court of Cook County.',
    )
    expect(diff.body.diff).toContain('-      but only if you act before the judgment.')

    const saved = await api.post('/save', { file: CHICAGO, data, version: page.version })
    expect(saved.body).toMatchObject({ saved: true })
    const after = readFileSync(join(root, CHICAGO), 'utf8')
    expect(after).toBe(diff.body.text)
    expect(after).toContain('    # Checked with the Cook County clerk in March.\n    intro: >-\n')
    expect(after).toContain('county: Cook County # the court of the whole city')
    const expected = before.replace(
      /    intro: >-\n(?: {6}.*\n)+/,
      '    intro: >-\n      Every Chicago foreclosure goes through the Circuit Court of Cook County.\n',
    )
    expect(expected).not.toBe(before)
    expect(after).toBe(expected)
    expect((await api.get(`/version?file=${CHICAGO}`)).body.version).toBe(saved.body.version)
  })

  it('saves nothing and shows no diff for a page opened and saved unchanged', async () => {
    const root = contentCopy()
    const before = chicagoWithComments(root)
    const { api, page } = await openChicago(root)
    expect((await api.post('/diff', { file: CHICAGO, data: page.data })).body.diff).toBe('')
    const saved = await api.post('/save', { file: CHICAGO, data: page.data, version: page.version })
    expect(saved.body).toEqual({ saved: true, version: page.version })
    expect(readFileSync(join(root, CHICAGO), 'utf8')).toBe(before)
  })

  it('reports "Houston" typed into Chicago\'s intro at that field, and refuses to save it', async () => {
    const root = contentCopy()
    const { api, page, withIntro } = await openChicago(root)
    const data = withIntro('Houston homeowners and Chicago homeowners alike call us.')
    const check = await api.post('/check', { file: CHICAGO, data })
    const issues = check.body.issues as DraftIssue[]
    const houston = issues.find((issue) => issue.message.includes('"Houston"'))
    expect(houston?.message).toMatch(/mentions "Houston", the place of \/houston \(Texas\)/)
    expect(houston?.path).toEqual(INTRO)
    expect(houston?.text).toMatch(
      new RegExp(`^${CHICAGO}:${houston?.line}:${houston?.col}  .*"Houston"`),
    )

    const saved = await api.post('/save', { file: CHICAGO, data, version: page.version })
    expect(saved.body).toMatchObject({ saved: false, reason: 'issues' })
    expect((saved.body.issues as DraftIssue[]).map((issue) => issue.text)).toEqual(
      issues.map((issue) => issue.text),
    )
    expect(readFileSync(join(root, CHICAGO), 'utf8')).toBe(page.text)
  })

  it('points a schema error at its field', async () => {
    const { api, page } = await openChicago(contentCopy())
    const data = structuredClone(page.data) as Page
    const stats = data.blocks[0]!.stats as Record<string, unknown>[]
    stats[1]!.icon = 'rocket'
    const issues = (await api.post('/check', { file: CHICAGO, data })).body.issues as DraftIssue[]
    expect(issues.map((issue) => issue.path)).toEqual([['blocks', 0, 'stats', 1, 'icon']])
    expect(issues[0]!.text).toContain('stats[1]')
  })

  it('refuses to save over a file changed on disk since it was opened, and gives both versions', async () => {
    const root = contentCopy()
    const { api, page, withIntro } = await openChicago(root)
    const elsewhere = page.text.replace('region: Chicagoland', 'region: Chicago area')
    writeFileSync(join(root, CHICAGO), elsewhere)
    expect((await api.get(`/version?file=${CHICAGO}`)).body.version).not.toBe(page.version)

    const data = withIntro(
      'Every Chicago foreclosure goes through the Circuit Court of Cook County.',
    )
    const saved = await api.post('/save', { file: CHICAGO, data, version: page.version })
    expect(saved.body).toMatchObject({ saved: false, reason: 'conflict' })
    const disk = saved.body.disk as PageFile
    expect(disk.text).toBe(elsewhere)
    expect((disk.data as Page).blocks[0]!.region).toBe('Chicago area')
    expect(saved.body.mine).toContain(
      'Every Chicago foreclosure goes through the Circuit Court of Cook County.',
    )
    expect(readFileSync(join(root, CHICAGO), 'utf8')).toBe(elsewhere)
    expect(readdirSync(join(root, 'content/pages')).filter((name) => name.startsWith('.'))).toEqual(
      [],
    )
  })

  it('answers a file that is not there with 404', async () => {
    const api = editorClient(contentCopy())
    const read = await api.get('/page?file=content/pages/nowhere.yaml')
    expect(read.status).toBe(404)
    expect(read.body.error).toBe('content/pages/nowhere.yaml does not exist.')
  })
})
