import { existsSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { blockRegistry } from './index'
import { blockSchemas, blockTypes, type BlockType } from './schemas'
import { islandLoaders } from './islands'
import { loadExample, renderBlock } from '../content-engine/testing/block-examples'

const folders = readdirSync('blocks', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name)
  .sort()

describe('block registry', () => {
  it('has exactly one registered type per block folder, named after the folder', () => {
    expect([...blockTypes].sort()).toEqual(folders)
    expect(Object.keys(blockRegistry).sort()).toEqual(folders)
  })

  it.each(folders)(
    '%s: folder holds schema, index, example and test; schema type matches',
    (type) => {
      for (const file of ['schema.ts', 'index.ts', 'example.yaml', `${type}.test.tsx`])
        expect(existsSync(`blocks/${type}/${file}`), `blocks/${type}/${file}`).toBe(true)
      expect(blockSchemas[type as BlockType].properties.type.const).toBe(type)
      expect(blockRegistry[type as BlockType].schema).toBe(blockSchemas[type as BlockType])
    },
  )

  it.each(folders)('%s: the example validates and renders to HTML', (type) => {
    const { data, issues } = loadExample(type as BlockType)
    expect(issues).toEqual([])
    expect(renderBlock(type as BlockType, data).length).toBeGreaterThan(50)
  })

  it('gives every hydrated block a browser loader, and only those', () => {
    const hydrated = blockTypes.filter((type) => blockRegistry[type].hydrate).sort()
    expect(Object.keys(islandLoaders).sort()).toEqual(hydrated)
  })
})
