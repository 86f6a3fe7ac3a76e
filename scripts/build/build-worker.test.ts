import { join } from 'node:path'
import { writeFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../content-engine/load'
import { HEADER, fixtureRoot, validMeta } from '../../content-engine/fixtures/fixture-root'
import { renderPageHtml } from '../../renderer/render-page'
import { withAssetSlots } from '../../renderer/asset-slots'
import { buildWorker } from './build-worker'

const page = (title: string) =>
  `${HEADER(2)}\n${validMeta}\nblocks:\n  - type: hero\n    title: ${title}\n`

describe('buildWorker', () => {
  it('validates the content once, as loadContent does, then renders its pages', async () => {
    const root = fixtureRoot({
      'content/pages/index.yaml': page('Home'),
      'content/pages/about.yaml': page('About us'),
    })
    const worker = buildWorker(root)
    expect(buildWorker(root)).toBe(worker)
    const { content, issues } = await worker.content
    const here = loadContent(root).content!
    expect({ content, issues }).toEqual({ content: here, issues: [] })

    const about = await worker.render('/about')
    expect(about).toContain('About us')
    const aboutHere = renderPageHtml(
      here,
      here.pages.find((p) => p.route === '/about')!,
    )
    expect(about).toBe(withAssetSlots(aboutHere))
    expect(await worker.render('/missing')).toBeUndefined()

    writeFileSync(join(root, 'content/pages/about.yaml'), page('About the team'))
    await worker.stop()
    const next = buildWorker(root)
    expect(next).not.toBe(worker)
    expect(await next.render('/about')).toContain('About the team')
    await next.stop()
  })

  it('gives every problem of broken content, as loadContent does', async () => {
    const root = fixtureRoot({
      'content/pages/index.yaml': page('Home').replace('title: Home', 'titel: Home'),
    })
    const worker = buildWorker(root)
    const { content, issues } = await worker.content
    expect(content).toBeUndefined()
    expect(issues).toEqual(loadContent(root).issues)
    expect(issues).toContainEqual({
      file: 'content/pages/index.yaml',
      line: 8,
      col: 5,
      where: 'blocks[0] (hero)',
      message: 'unknown property "titel" (did you mean "title"?)',
    })
    await worker.stop()
  })

  it('fails with the worker’s error when the content cannot be read at all', async () => {
    const worker = buildWorker(join(fixtureRoot({}), 'no-such-folder'))
    await expect(worker.content).rejects.toThrow(/ENOENT.*site\.yaml/)
    await worker.stop()
  })
})
