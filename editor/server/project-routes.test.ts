import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { DraftIssue, GitStatus, PageFile } from '../api'
import { parse } from 'yaml'
import { contentCopy, editorClient } from './test-project'

/** What a marketer writes in place of each TODO (numbered, so each is unique). */
function fillTodos(text: string): string {
  let n = 0
  return text
    .replace(/"TODO: (?:neighbourhood|nearby place) (\d+)[^"]*"/g, '"Filled place $1"')
    .replace(/TODO: how (\w+) foreclosure law works.*/, 'In $1, filled paragraph about the law.')
    .replace(/"TODO: [^"]*"/g, () => `"Filled value ${++n}"`)
    .replace(/TODO: .*/g, () => `Filled paragraph ${++n} written for this page.`)
}

describe('a new city page', () => {
  it('is written as new:city writes it, refused when it exists, and linked from its state page once filled in', async () => {
    const root = contentCopy()
    const api = editorClient(root)
    const made = await api.post('/new-city', { city: 'Tampa', state: 'Florida' })
    expect(made).toEqual({
      status: 201,
      body: { file: 'content/pages/tampa.yaml', route: '/tampa' },
    })
    const text = readFileSync(join(root, 'content/pages/tampa.yaml'), 'utf8')
    expect(text).toContain('    city: Tampa\n')
    expect(text).toContain('    statePage: /florida\n')

    const opened = (await api.get('/page?file=content/pages/tampa.yaml'))
      .body as unknown as PageFile
    const todos = opened.issues.filter((issue) => issue.message.startsWith('still to fill in'))
    expect(todos.length).toBe(text.match(/TODO:/g)!.length)
    expect(todos.find((issue) => issue.message.includes('the county Tampa is in'))?.path).toEqual([
      'blocks',
      0,
      'county',
    ])

    const again = await api.post('/new-city', { city: 'Tampa', state: 'Florida' })
    expect(again.status).toBe(409)
    expect(again.body.error).toBe('/tampa already exists (content/pages/tampa.yaml).')
    expect(readFileSync(join(root, 'content/pages/tampa.yaml'), 'utf8')).toBe(text)

    const floridaFile = (await api.get('/page?file=content/pages/florida.yaml'))
      .body as unknown as PageFile
    const floridaPreview = () =>
      api.post('/preview', { file: 'content/pages/florida.yaml', data: floridaFile.data })
    expect((await floridaPreview()).body.html).not.toMatch(/<a href="\/tampa"/)

    const filled = await api.post('/check', {
      file: 'content/pages/tampa.yaml',
      data: parse(fillTodos(text)),
    })
    expect(filled.body.issues as DraftIssue[]).toEqual([])
    const saved = await api.post('/save', {
      file: 'content/pages/tampa.yaml',
      data: parse(fillTodos(text)),
      version: opened.version,
    })
    expect(saved.body).toMatchObject({ saved: true })
    expect((await floridaPreview()).body.html).toMatch(/<a href="\/tampa"[^>]*>/)
  })

  it('refuses a state that does not exist, or no city, with a clear message and no file', async () => {
    const root = contentCopy()
    const api = editorClient(root)
    const state = await api.post('/new-city', { city: 'Orlando', state: 'Florda' })
    expect(state).toEqual({
      status: 400,
      body: {
        error: '"Florda" is not a US state (did you mean "Florida"?); write it out, e.g. Florida.',
      },
    })
    expect(existsSync(join(root, 'content/pages/orlando.yaml'))).toBe(false)
    expect((await api.post('/new-city', { city: ' ', state: 'Florida' })).body.error).toBe(
      'Give the name of the city.',
    )
  })
})

const git = (root: string, ...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8' })

function gitRepository(): string {
  const root = contentCopy()
  writeFileSync(join(root, 'README.md'), 'The site\n')
  git(root, 'init', '--quiet', '--initial-branch=main')
  git(root, 'config', 'user.name', 'Marketer')
  git(root, 'config', 'user.email', 'marketer@example.com')
  git(root, 'add', '--all')
  git(root, 'commit', '--quiet', '--message', 'The site as it was')
  return root
}

describe('git', () => {
  it('says there is no repository where there is none', async () => {
    const api = editorClient(contentCopy())
    expect((await api.get('/git')).body).toEqual({ repository: false, files: [], diff: '' })
    expect((await api.post('/git/commit', { message: 'x' })).status).toBe(409)
  })

  it('shows the changes of content/ and public/ only, and commits them and nothing else', async () => {
    const root = gitRepository()
    const chicago = join(root, 'content/pages/chicago.yaml')
    writeFileSync(
      chicago,
      readFileSync(chicago, 'utf8').replace('region: Chicagoland', 'region: Chicago area'),
    )
    writeFileSync(join(root, 'public/new.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n')
    writeFileSync(join(root, 'README.md'), 'Changed outside the content\n')
    const api = editorClient(root)

    const status = (await api.get('/git')).body as unknown as GitStatus
    expect(status.repository).toBe(true)
    expect(status.files).toEqual([
      { path: 'content/pages/chicago.yaml', status: 'M' },
      { path: 'public/new.svg', status: '??' },
    ])
    expect(status.diff).toContain('-    region: Chicagoland\n+    region: Chicago area')
    expect(status.diff).toContain('+<svg xmlns="http://www.w3.org/2000/svg"/>')
    expect(status.diff).not.toContain('README')

    const empty = await api.post('/git/commit', { message: '  ' })
    expect(empty).toEqual({
      status: 400,
      body: { error: 'Write a commit message: what changed and why.' },
    })

    const commit = await api.post('/git/commit', {
      message: 'Chicago: the region as people say it',
    })
    expect(commit.status).toBe(200)
    expect(commit.body.commit).toBe(git(root, 'rev-parse', 'HEAD').trim())
    expect(git(root, 'log', '-1', '--format=%s')).toBe('Chicago: the region as people say it\n')
    expect(
      git(root, 'show', '--name-only', '--format=', 'HEAD').split('\n').filter(Boolean),
    ).toEqual(['content/pages/chicago.yaml', 'public/new.svg'])
    expect(git(root, 'status', '--porcelain')).toBe(' M README.md\n')
    expect(((await api.get('/git')).body as unknown as GitStatus).files).toEqual([])
  })
})
