import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { blockSchemas, blockTypes } from '../../blocks/schemas'
import { pageJsonSchema } from '../../content-engine/json-schemas'
import type { Schemas } from '../api'

const BLOCKS = fileURLToPath(new URL('../../blocks/', import.meta.url))

type PageSchema = ReturnType<typeof pageJsonSchema>

/** The block's example, as in its folder's example.yaml. */
const exampleOf = (type: string): unknown =>
  parse(readFileSync(`${BLOCKS}${type}/example.yaml`, 'utf8'))

/** The page, meta and block JSON Schemas (as `npm run schemas` emits them) and the block catalogue. */
export function editorSchemas(): Schemas {
  const page: PageSchema = pageJsonSchema()
  const definitions = page.definitions as Record<string, object>
  return {
    page,
    meta: page.properties.meta,
    blocks: blockTypes.map((type) => ({
      type,
      title: blockSchemas[type].title ?? type,
      description: blockSchemas[type].description ?? '',
      schema: definitions[type]!,
      example: exampleOf(type),
    })),
  }
}
