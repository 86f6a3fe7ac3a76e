import { readFileSync } from 'node:fs'
import { renderToStaticMarkup } from 'react-dom/server'
import { blockRegistry } from '../../blocks/index'
import { blockSchemas, blockTypes } from '../../blocks/schemas'
import { loadExample, renderBlock } from '../../content-engine/testing/block-examples'
import { formatIssue } from '../../content-engine/issues'
import { Catalogue, type CatalogueEntry } from './Catalogue'
import { fieldRows } from './field-rows'

/** One entry per registered block type, in registry order. */
export function catalogueEntries(): CatalogueEntry[] {
  return blockTypes.map((type) => {
    const schema = blockSchemas[type]
    // Placeholders are filled as the loader fills them, with the test site's phone and e-mail.
    const { data, issues } = loadExample(type)
    let html = ''
    const problems = issues.map(formatIssue)
    try {
      html = issues.length === 0 ? renderBlock(type, data) : ''
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
