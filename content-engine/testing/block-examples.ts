import { readFileSync } from 'node:fs'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { blockRegistry } from '../../blocks/index'
import { blockSchemas, type BlockType } from '../../blocks/schemas'
import type { BlockDefinition, BlockProps, BlockSchema, SitePages } from '../../blocks/define'
import { validateNode } from '../validate-node'
import { YamlSource } from '../yaml-source'
import type { ContentIssue } from '../issues'
import type { RenderContext } from '../../lib/site/render-context'
import { resolveImages } from '../page-images'
import { fillBlock, type PlaceholderSite } from '../interpolate'

export const testContext: RenderContext = {
  path: '/example',
  brand: 'Keystone Home Rescue',
  host: 'https://www.example.com',
  phone: { display: '(800) 555-0142', href: 'tel:+18005550142' },
  email: 'help@example.com',
  reliefNotice: {
    heading: 'IMPORTANT NOTICE',
    statements: [
      'Keystone Home Rescue is not associated with the government, and our service is not approved by the government or your lender.',
    ],
  },
  forms: {
    consent: 'By sending this form you agree that we may contact you about your request.',
    consentLink: { label: 'Privacy Policy', href: '/privacy' },
  },
  images: {},
}

/** The site settings `{phone}`, `{email}` and `{brand}` stand for in tests: those of testContext. */
export const testSite: PlaceholderSite = {
  brand: testContext.brand,
  email: testContext.email,
  phone: { display: testContext.phone.display, e164: testContext.phone.href.slice('tel:'.length) },
}

/**
 * Reads `blocks/<type>/example.yaml` (with `changes` to its top-level fields) the way the loader
 * reads a block: validated against the block's schema (defaults applied), then every placeholder
 * filled with the block's own place and `testSite`.
 */
export function loadExample(
  type: BlockType,
  changes: Record<string, unknown> = {},
): { data: Record<string, unknown>; issues: ContentIssue[] } {
  const file = `blocks/${type}/example.yaml`
  const source = new YamlSource(file, readFileSync(file, 'utf8'))
  const data = { ...(source.data as Record<string, unknown>), ...changes }
  const issues = [
    ...source.syntaxIssues(),
    ...validateNode({ source, at: [], value: data, schema: blockSchemas[type] }),
  ]
  return { data: fillBlock(data, testSite), issues }
}

/**
 * The site a block's resolve step sees in tests and the catalogue: one page per article the
 * blog-index example lists, holding the article-body example.
 */
export function examplePages(): SitePages {
  const article = loadExample('article-body').data
  const index = loadExample('blog-index').data as { featured: Href; recent: Href[] }
  const routes = [index.featured, ...index.recent].map((link) => link.href)
  return { pages: routes.map((route) => ({ route, blocks: [article as { type: string }] })) }
}
type Href = { href: string }

/** Static HTML of a block rendered from its data, as the prerender produces it. */
export function renderBlock(
  type: BlockType,
  data: Record<string, unknown>,
  ctx: RenderContext = testContext,
  site: SitePages = examplePages(),
): string {
  const { Component, resolve } = blockRegistry[type] as unknown as BlockDefinition
  const { type: _type, ...fields } = data
  const images = { ...ctx.images, ...resolveImages(process.cwd(), data) }
  const props = { ...fields, ctx: { ...ctx, images } } as BlockProps<BlockSchema>
  return renderToStaticMarkup(createElement(Component, { ...props, ...resolve?.(props, site) }))
}

/** Visible text of an HTML fragment, whitespace collapsed (for asserting what a reader sees). */
export function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
}
