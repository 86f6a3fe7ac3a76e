import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { PageSummary, Schemas } from '../api'
import { contentCopy, editorClient } from './test-project'

describe('the routes that read', () => {
  it('lists every page with its route, title and kind', async () => {
    const api = editorClient(contentCopy())
    const pages = (await api.get('/pages')).body.pages as PageSummary[]
    const byRoute = new Map(pages.map((page) => [page.route, page]))
    expect(byRoute.get('/chicago')).toEqual({
      file: 'content/pages/chicago.yaml',
      route: '/chicago',
      title: 'Stop Foreclosure in Chicago, IL | Cash Home Buyers',
      kind: 'city',
    })
    expect(byRoute.get('/florida')?.kind).toBe('state')
    expect(byRoute.get('/')?.kind).toBe('page')
    expect(pages.some((page) => page.kind === 'blog')).toBe(true)
  })

  it('reads a page with its version, which changes when its bytes change', async () => {
    const root = contentCopy()
    const api = editorClient(root)
    const file = 'content/pages/chicago.yaml'
    const { body } = await api.get(`/page?file=${file}`)
    expect(body).toMatchObject({ file, issues: [] })
    expect((body.data as { blocks: { city: string }[] }).blocks[0]!.city).toBe('Chicago')
    expect((await api.get(`/version?file=${file}`)).body.version).toBe(body.version)
    writeFileSync(join(root, file), `${body.text as string}\n`)
    expect((await api.get(`/version?file=${file}`)).body.version).not.toBe(body.version)
  })

  it('gives the page, meta and block schemas with each block title, description and example', async () => {
    const { body } = await editorClient(contentCopy()).get('/schemas')
    const schemas = body as unknown as Schemas
    expect(schemas.page).toMatchObject({ title: 'Page', required: ['meta', 'blocks'] })
    expect(schemas.meta).toMatchObject({ type: 'object' })
    expect((schemas.meta as { properties: object }).properties).toHaveProperty('title')
    const faq = schemas.blocks.find((block) => block.type === 'faq')!
    expect(faq.title).not.toBe('')
    expect(faq.description).not.toBe('')
    expect(faq.schema).toMatchObject({ type: 'object' })
    expect(faq.example).toMatchObject({ type: 'faq', items: expect.any(Array) as unknown })
    expect(schemas.blocks.map((block) => block.type)).toContain('city-landing')
  })

  it('lists the states and the images under public/', async () => {
    const api = editorClient(contentCopy())
    const { states } = (await api.get('/states')).body as { states: string[] }
    expect(states).toContain('Florida')
    expect(states).toHaveLength(50 + (states.includes('District of Columbia') ? 1 : 0))
    const { images } = (await api.get('/images')).body as { images: string[] }
    expect(images).toContain('/images/hero-city.svg')
    expect(images).toContain('/og-image.jpg')
  })

  it('answers an unknown route with 404 in the error format', async () => {
    const { status, body } = await editorClient(contentCopy()).get('/nothing')
    expect(status).toBe(404)
    expect(body.error).toBe('No editor route GET /_edit/api/nothing.')
  })
})
