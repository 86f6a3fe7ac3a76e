import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse, parseDocument, isScalar, type Node } from 'yaml'
import { patchYaml } from './patch-yaml'

function contentFiles(dir = 'content'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? contentFiles(join(dir, entry.name))
      : /\.ya?ml$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  )
}

/** The lines of `before` that differ from `after`, as [first, last] 1-based, found from both ends. */
function changedLines(before: string, after: string): [number, number] {
  const a = before.split('\n')
  const b = after.split('\n')
  let head = 0
  while (head < a.length && a[head] === b[head]) head++
  let tail = 0
  while (tail < a.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++
  return [head + 1, a.length - tail]
}

/** The path and node of the first text value under `blocks`, depth first. */
function firstText(
  node: Node | null,
  path: (string | number)[],
): [(string | number)[], Node] | undefined {
  if (!node) return undefined
  if (isScalar(node)) return typeof node.value === 'string' ? [path, node] : undefined
  const items = (node as unknown as { items: { key?: Node; value?: Node }[] }).items
  for (const [i, item] of items.entries()) {
    const key = item.key ? String((item.key as { value: unknown }).value) : i
    const found = firstText((item.value ?? item) as Node, [...path, key])
    if (found && key !== 'type') return found
  }
  return undefined
}

const lineOf = (text: string, pos: number) => text.slice(0, pos).split('\n').length

const files = contentFiles()

describe('patchYaml over every content file', () => {
  it('writes each file unchanged when nothing changed', () => {
    let changed = 0
    for (const file of files) {
      const text = readFileSync(file, 'utf8')
      const out = patchYaml(text, structuredClone(parse(text)))
      for (let i = 0; i < Math.max(out.length, text.length); i++) if (out[i] !== text[i]) changed++
    }
    expect(files.length).toBeGreaterThan(50)
    expect(changed).toBe(0)
  })

  it('changes only the lines of the one text field that changed, in every page', () => {
    for (const file of files.filter((f) => f.includes('/pages/'))) {
      const text = readFileSync(file, 'utf8')
      const doc = parseDocument(text)
      const [path, node] = firstText(doc.get('blocks', true) as Node, ['blocks'])!
      const value = doc.toJS() as Record<string, unknown>
      const next = structuredClone(value)
      let target = next as Record<string | number, unknown>
      for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>
      target[path.at(-1)!] = 'A changed sentence, with a comma: and a colon.'
      const out = patchYaml(text, next)
      expect(parse(out), file).toEqual(next)
      const [from, to] = changedLines(text, out)
      expect(from, file).toBeGreaterThanOrEqual(lineOf(text, node.range![0]))
      expect(to, file).toBeLessThanOrEqual(lineOf(text, node.range![1] - 1))
    }
  })
})

const page = `# a comment at the top
meta:
  title: A page   # a trailing comment
  keywords: [one, two]
blocks:
  # the first block
  - type: hero
    title: 'Quoted title'
    intro: >-
      A folded intro that runs over
      two lines.
    stats:
      - { value: 300+, label: Homes saved, icon: home }

  # the second block
  - type: faq
    title: Questions
`

describe('patchYaml', () => {
  const value = () =>
    parse(page) as { meta: Record<string, unknown>; blocks: Record<string, unknown>[] }

  it('keeps a quoted scalar quoted and a comment after it', () => {
    const next = value()
    next.meta.title = 'Another page'
    next.blocks[0]!.title = 'New title'
    const out = patchYaml(page, next)
    expect(out).toContain('  title: Another page   # a trailing comment\n')
    expect(out).toContain("    title: 'New title'\n")
    expect(changedLines(page, out)).toEqual([3, 8])
  })

  it('writes a long text folded at 100 columns in the folded style', () => {
    const next = value()
    next.blocks[0]!.intro = 'word '.repeat(40).trim()
    const out = patchYaml(page, next)
    const lines = out.split('\n')
    expect(lines[8]).toBe('    intro: >-')
    expect(lines[9]!.startsWith('      word')).toBe(true)
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(100)
    expect(parse(out)).toEqual(next)
  })

  it('moves blocks with their comments when they are reordered, blank lines kept in place', () => {
    const next = value()
    next.blocks.reverse()
    expect(patchYaml(page, next)).toBe(`# a comment at the top
meta:
  title: A page   # a trailing comment
  keywords: [one, two]
blocks:
  # the second block
  - type: faq
    title: Questions

  # the first block
  - type: hero
    title: 'Quoted title'
    intro: >-
      A folded intro that runs over
      two lines.
    stats:
      - { value: 300+, label: Homes saved, icon: home }
`)
  })

  it('adds, duplicates and removes blocks and keys without touching the rest', () => {
    const next = value()
    next.blocks.push({ type: 'cta', title: 'Call us: now' })
    next.blocks[1]!.intro = 'More'
    delete next.blocks[0]!.stats
    const out = patchYaml(page, next)
    expect(parse(out)).toEqual(next)
    expect(out).toBe(`# a comment at the top
meta:
  title: A page   # a trailing comment
  keywords: [one, two]
blocks:
  # the first block
  - type: hero
    title: 'Quoted title'
    intro: >-
      A folded intro that runs over
      two lines.

  # the second block
  - type: faq
    title: Questions
    intro: More

  - type: cta
    title: "Call us: now"
`)
    const twice = { ...value(), blocks: [value().blocks[0], ...value().blocks] }
    expect(patchYaml(page, twice).split('# the first block').length).toBe(3)
    expect(parse(patchYaml(page, twice))).toEqual(twice)
  })

  it('writes a changed flow map or list on one line', () => {
    const next = value()
    next.meta.keywords = ['one', 'two, three']
    ;(next.blocks[0]!.stats as Record<string, unknown>[])[0]!.value = '400+'
    const out = patchYaml(page, next)
    expect(out).toContain('  keywords: [one, "two, three"]\n')
    expect(out).toContain('      - { value: 400+, label: Homes saved, icon: home }\n')
  })
})
