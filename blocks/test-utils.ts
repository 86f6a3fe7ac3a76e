import { readFileSync } from 'node:fs'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { blockRegistry } from './index'
import { blockSchemas, type BlockType } from './schemas'
import type { BlockDefinition, BlockProps, BlockSchema } from './define'
import { validateNode } from '../lib/content/validate-node'
import { YamlSource } from '../lib/content/yaml-source'
import type { ContentIssue } from '../lib/content/issues'
import type { RenderContext } from '../lib/site/render-context'
import { resolveImages } from '../lib/images/page-images'

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

/** Reads `blocks/<type>/example.yaml` and validates it against the block's schema (defaults applied). */
export function loadExample(type: BlockType): {
  data: Record<string, unknown>
  issues: ContentIssue[]
} {
  const file = `blocks/${type}/example.yaml`
  const source = new YamlSource(file, readFileSync(file, 'utf8'))
  const data = source.data as Record<string, unknown>
  const issues = [
    ...source.syntaxIssues(),
    ...validateNode({ source, at: [], value: data, schema: blockSchemas[type] }),
  ]
  return { data, issues }
}

/** Static HTML of a block rendered from its data, as the prerender produces it. */
export function renderBlock(
  type: BlockType,
  data: Record<string, unknown>,
  ctx: RenderContext = testContext,
): string {
  const { Component } = blockRegistry[type] as unknown as BlockDefinition
  const { type: _type, ...props } = data
  const images = { ...ctx.images, ...resolveImages(process.cwd(), data) }
  return renderToStaticMarkup(
    createElement(Component, { ...props, ctx: { ...ctx, images } } as BlockProps<BlockSchema>),
  )
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
