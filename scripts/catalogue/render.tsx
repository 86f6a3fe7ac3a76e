import { readFileSync } from 'node:fs'
import { renderToStaticMarkup } from 'react-dom/server'
import { blockRegistry } from '../../blocks/index'
import { blockSchemas, blockTypes } from '../../blocks/schemas'
import { loadExample, renderBlock, testContext } from '../../blocks/test-utils'
import { interpolateSite } from '../../lib/content/interpolate'
import type { Site } from '../../lib/site/schema'
import { formatIssue } from '../../lib/content/issues'
import { Catalogue, type CatalogueEntry } from './Catalogue'
import { fieldRows } from './field-rows'

/** The site values `{phone}`, `{email}` and `{brand}` stand for in the previews. */
const exampleSite = {
  brand: testContext.brand,
  email: testContext.email,
  phone: { display: testContext.phone.display, e164: testContext.phone.href.slice(4) },
} as Site

/** One entry per registered block type, in registry order. */
export function catalogueEntries(): CatalogueEntry[] {
  return blockTypes.map((type) => {
    const schema = blockSchemas[type]
    const { data, issues } = loadExample(type)
    let html = ''
    const problems = issues.map(formatIssue)
    try {
      html = issues.length === 0 ? renderBlock(type, interpolateSite(data, exampleSite)) : ''
    } catch (error) {
      problems.push(`does not render: ${(error as Error).message}`)
    }
    return {
      type,
      title: schema.title ?? type,
      description: schema.description ?? '',
      island: Boolean(blockRegistry[type].hydrate),
      yaml: readFileSync(`blocks/${type}/example.yaml`, 'utf8'),
      html,
      fields: fieldRows(schema),
      problems,
    }
  })
}

/** The whole catalogue page; `head` adds the stylesheet (and, in dev, Vite's client). */
export function catalogueHtml(head: string): string {
  const body = renderToStaticMarkup(<Catalogue entries={catalogueEntries()} />)
  return `<!DOCTYPE html><html lang="en" class="dark"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>Block catalogue</title>${head}</head><body class="bg-background font-sans text-foreground antialiased">${body}</body></html>`
}
