/** Names derived from a block type such as `price-table`. */
export function blockNames(type: string) {
  const words = type.split('-')
  const pascal = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('')
  return {
    type,
    pascal,
    camel: pascal[0]!.toLowerCase() + pascal.slice(1),
    title: words.map((w, i) => (i === 0 ? w[0]!.toUpperCase() + w.slice(1) : w)).join(' '),
  }
}

export const isBlockTypeName = (type: string) => /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(type)

/** The five files of a new block folder (path under blocks/<type>/ → text). */
export function blockFiles(type: string): Record<string, string> {
  const { pascal, camel, title } = blockNames(type)
  return {
    'schema.ts': `import { Type } from '@sinclair/typebox'
import { blockSchema } from '../define'
import { sectionHeading, Text } from '../shared/fields'

export const ${pascal}Schema = blockSchema(
  '${type}',
  {
    ...sectionHeading,
    points: Type.Array(Text('One point'), {
      minItems: 1,
      description: 'The points listed under the heading',
    }),
  },
  {
    title: '${title}',
    // Shown in the block catalogue and beside \`type: ${type}\` in editor completions.
    description: '${title}: a heading and a list of points',
  },
)
`,
    [`${pascal}.tsx`]: `import type { BlockProps } from '../define'
import { Section } from '../shared/ui/section'
import type { ${pascal}Schema } from './schema'

export function ${pascal}({ eyebrow, title, intro, points }: BlockProps<typeof ${pascal}Schema>) {
  return (
    <Section eyebrow={eyebrow} title={title} intro={intro}>
      <ul className="mx-auto grid max-w-3xl gap-3">
        {points.map((point) => (
          <li key={point} className="rounded-lg border border-border bg-card px-4 py-3">
            {point}
          </li>
        ))}
      </ul>
    </Section>
  )
}
`,
    'index.ts': `import { defineBlock } from '../define'
import { ${pascal} } from './${pascal}'
import { ${pascal}Schema } from './schema'

export const ${camel}Block = defineBlock({ schema: ${pascal}Schema, Component: ${pascal} })
`,
    'example.yaml': `type: ${type}
title: ${title} example
points:
  - The first point
  - The second point
`,
    [`${type}.test.tsx`]: `import { describe, expect, it } from 'vitest'
import { loadExample, renderBlock, textOf } from '../../content-engine/testing/block-examples'

describe('${type} block', () => {
  const { data, issues } = loadExample('${type}')

  it('example validates', () => {
    expect(issues).toEqual([])
  })

  it('renders the heading and every point', () => {
    const text = textOf(renderBlock('${type}', data))
    expect(text).toContain('${title} example')
    expect(text).toContain('The first point The second point')
  })
})
`,
  }
}
