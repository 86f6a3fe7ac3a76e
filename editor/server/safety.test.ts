import { readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentCopy, editorClient } from './test-project'

const CHICAGO = 'content/pages/chicago.yaml'

describe('the editor refuses what it must not do', () => {
  it('refuses a request that writes from another origin, or without one, and writes nothing', async () => {
    const root = contentCopy()
    const before = readFileSync(join(root, CHICAGO), 'utf8')
    const api = editorClient(root)
    const page = await api.get(`/page?file=${CHICAGO}`)
    const data = { ...(page.body.data as object), meta: { title: 'Hacked' } }
    const save = { file: CHICAGO, data, version: page.body.version }

    const cross = await api.post('/save', save, 'https://evil.example')
    expect(cross.status).toBe(403)
    expect(cross.body.error).toContain('from https://evil.example')
    const none = await api.post('/save', save, null)
    expect(none.status).toBe(403)
    expect(none.body.error).toContain('without an Origin header')
    expect((await api.post('/new-city', { city: 'Tampa', state: 'Florida' }, 'null')).status).toBe(
      403,
    )
    expect(readFileSync(join(root, CHICAGO), 'utf8')).toBe(before)
    expect(readdirSync(join(root, 'content/pages'))).not.toContain('tampa.yaml')
  })

  it.each([
    ['../package.json', 'may not hold ".."'],
    ['content/../../package.json', 'may not hold ".."'],
    ['/etc/passwd', 'relative to the project'],
    ['package.json', 'only files under content/ and public/'],
    ['renderer/styles.css', 'only files under content/ and public/'],
  ])('refuses the path %s with a clear message', async (file, message) => {
    const api = editorClient(contentCopy())
    const read = await api.get(`/page?file=${encodeURIComponent(file)}`)
    expect(read.status).toBe(400)
    expect(read.body.error).toContain(message)
    const save = await api.post('/save', { file, data: {}, version: 'x' })
    expect(save.status).toBe(400)
    expect(save.body.error).toContain(message)
  })

  it('refuses a symlink under content/ that leads out of the project, reading and writing', async () => {
    const root = contentCopy()
    const outside = join(root, '..', `${root.split('/').pop()}-secret.yaml`)
    writeFileSync(outside, 'secret: 1\n')
    symlinkSync(outside, join(root, 'content/pages/linked.yaml'))
    symlinkSync('/etc', join(root, 'public/etc'))
    const api = editorClient(root)
    const read = await api.get('/page?file=content/pages/linked.yaml')
    expect(read.status).toBe(400)
    expect(read.body.error).toContain('leads outside content/ and public/')
    const save = await api.post('/save', {
      file: 'content/pages/linked.yaml',
      data: { secret: 2 },
      version: 'x',
    })
    expect(save.status).toBe(400)
    expect(readFileSync(outside, 'utf8')).toBe('secret: 1\n')
    expect((await api.get('/version?file=public/etc/passwd')).status).toBe(400)
  })

  it('answers a body that is not a page object with 400 and leaves no file behind', async () => {
    const root = contentCopy()
    const api = editorClient(root)
    const before = readdirSync(join(root, 'content/pages'))
    const { body } = await api.get(`/page?file=${CHICAGO}`)
    const bad = await api.post('/save', { file: CHICAGO, data: 'just text', version: body.version })
    expect(bad.status).toBe(400)
    expect(bad.body.error).toContain('must be a page object')
    expect(readdirSync(join(root, 'content/pages'))).toEqual(before)
    expect(readFileSync(join(root, CHICAGO), 'utf8')).toBe(body.text)
  })

  it('answers nothing asked at another address, as a page of another site pointed at this machine asks', async () => {
    const api = editorClient(contentCopy())
    const asked = await api.get('/page?file=content/pages/chicago.yaml', {
      Host: 'evil.example:5173',
    })
    expect(asked.status).toBe(403)
    expect(asked.body.error).toBe(
      'Refused: the editor answers only at its own address, not at evil.example:5173.',
    )
    expect((await api.get('/states', { Host: '127.0.0.1:5173' })).status).toBe(200)
  })
})
