import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { checkDraft, previewDraft } from './cache'

const CHICAGO = 'content/pages/chicago.yaml'
const chicago = readFileSync(CHICAGO, 'utf8')

/** A copy of the project's content/ and public/, removed when the test ends. */
function fixtureCopy(): string {
  const root = mkdtempSync(join(tmpdir(), 'draft-'))
  for (const folder of ['content', 'public'])
    cpSync(folder, join(root, folder), { recursive: true })
  onTestFinished(() => rmSync(root, { recursive: true, force: true }))
  return root
}

describe('checkDraft', () => {
  it('finds nothing in a page as it is on disk', () => {
    expect(checkDraft(CHICAGO, chicago)).toEqual([])
  })

  it("reports another city's name in a draft, at its word, as npm run check would", () => {
    const draft = chicago.replace(/intro: >-\n(\s+)/, 'intro: >-\n$1Houston homeowners and ')
    const issues = checkDraft(CHICAGO, draft)
    expect(issues.map((issue) => issue.file)).toEqual([CHICAGO])
    expect(issues[0]!.message).toMatch(/mentions "Houston", the place of \/houston \(Texas\)/)
  })

  it('checks a new page against the others: a link to a missing page', () => {
    const file = 'content/pages/thanks-again.yaml'
    const text = readFileSync('content/pages/thank-you.yaml', 'utf8').replace(
      'href: /,',
      'href: /contcat,',
    )
    const messages = checkDraft(file, text).map((issue) => `${issue.file} ${issue.message}`)
    expect(messages.some((m) => m.startsWith(file) && m.includes('did you mean /contact?'))).toBe(
      true,
    )
  })

  it('reports a YAML mistake of the draft in plain words', () => {
    const issues = checkDraft(CHICAGO, chicago.replace('meta:', 'meta:\n\ttitle: x'))
    expect(issues[0]!.file).toBe(CHICAGO)
  })
})

describe('previewDraft', () => {
  it('gives the draft page to render without the checks across pages', () => {
    const draft = chicago.replace(/intro: >-\n(\s+)/, 'intro: >-\n$1Houston homeowners and ')
    const { issues, content, page } = previewDraft(CHICAGO, draft)
    expect(issues).toEqual([])
    expect(JSON.stringify(page?.blocks)).toContain('Houston homeowners and')
    expect(content?.pages).toContain(page)
  })

  it('leaves out the other pages that have problems on disk, and gives no page for a wrong draft', () => {
    const root = fixtureCopy()
    const houston = join(root, 'content/pages/houston.yaml')
    const named = readFileSync(houston, 'utf8').replace(
      /intro: >-\n(\s+)/,
      'intro: >-\n$1Chicago and ',
    )
    writeFileSync(houston, named)
    const { page, content } = previewDraft(CHICAGO, chicago, root)
    expect(page?.route).toBe('/chicago')
    expect(content?.pages.map((each) => each.route)).not.toContain('/houston')
    expect(previewDraft(CHICAGO, chicago.replace('blocks:', 'blockz:'), root).page).toBeUndefined()
  })
})
