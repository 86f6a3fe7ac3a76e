import { describe, expect, it } from 'vitest'
import { contentCopy, editorClient } from './test-project'
import type { DraftIssue, PageFile } from '../api'

type Page = { blocks: Record<string, unknown>[] }

const markedBlocks = (html: string) =>
  [...html.matchAll(/<([a-z]+) data-edit-block="(\d+)"/g)].map(
    ([, tag, index]) => `${index}:${tag}`,
  )

async function open(file: string) {
  const api = editorClient(contentCopy())
  const page = (await api.get(`/page?file=${file}`)).body as unknown as PageFile
  return { api, page, data: structuredClone(page.data) as Page }
}

describe('the preview', () => {
  it('renders the draft as the build does, each block marked with its index, the stylesheet linked', async () => {
    const { api, data } = await open('content/pages/index.yaml')
    const { status, body } = await api.post('/preview', { file: 'content/pages/index.yaml', data })
    expect(status).toBe(200)
    const html = body.html as string
    expect(html.startsWith('<!DOCTYPE html><html lang="en" class="dark">')).toBe(true)
    expect(markedBlocks(html)).toEqual(data.blocks.map((_, index) => `${index}:section`))
    expect(html).toContain('<link rel="stylesheet" href="/renderer/styles.css?direct"></head>')
    expect(html).not.toContain('data-edit-marker')
  })

  it('marks an island block on its own element, not on its props script', async () => {
    const { api, data } = await open('content/pages/contact.yaml')
    const html = (await api.post('/preview', { file: 'content/pages/contact.yaml', data })).body
      .html as string
    const island = data.blocks.findIndex((block) => block.type === 'contact-form')
    expect(island).toBeGreaterThanOrEqual(0)
    expect(html).toMatch(
      new RegExp(`<div data-edit-block="${island}" class="contents" data-island="contact-form"`),
    )
    expect(markedBlocks(html)).toHaveLength(data.blocks.length)
  })

  it('shows a change of the draft, with fact-check problems in it', async () => {
    const { api, data } = await open('content/pages/chicago.yaml')
    data.blocks[0]!.intro = 'Houston homeowners and Chicago homeowners alike call us.'
    const { status, body } = await api.post('/preview', {
      file: 'content/pages/chicago.yaml',
      data,
    })
    expect(status).toBe(200)
    expect(body.html).toContain('Houston homeowners and Chicago homeowners alike call us.')
  })

  it('answers a draft that does not match the schema with its problems', async () => {
    const { api, data } = await open('content/pages/chicago.yaml')
    data.blocks[0]!.type = 'no-such-block'
    const { status, body } = await api.post('/preview', {
      file: 'content/pages/chicago.yaml',
      data,
    })
    expect(status).toBe(422)
    expect(body.error).toMatch(
      /^The page cannot be shown yet:\ncontent\/pages\/chicago\.yaml:\d+:\d+ /,
    )
  })
})

describe('the checks of a draft', () => {
  it('show a missing alt text under the alt field, not under the image’s first field', async () => {
    const { api, data } = await open('content/pages/index.yaml')
    delete (data.blocks[0]!.image as Record<string, unknown>).alt
    const { body } = await api.post('/check', { file: 'content/pages/index.yaml', data })
    const issues = body.issues as DraftIssue[]
    expect(issues.map((issue) => [issue.message, issue.path])).toEqual([
      ['missing required property "alt"', ['blocks', 0, 'image', 'alt']],
    ])
  })
})
