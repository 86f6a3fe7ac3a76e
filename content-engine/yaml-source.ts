import { LineCounter, isMap, isPair, isScalar, isSeq, parseDocument, type Node } from 'yaml'
import type { Document } from 'yaml'
import type { ContentIssue } from './issues'
import type { Segment } from '../lib/ajv-errors'
import { explainSyntax } from '../lib/yaml/syntax'

export type { Segment }

/** A parsed YAML file that can point at any node by its data path. */
export class YamlSource {
  #lines?: LineCounter
  #doc?: Document.Parsed
  constructor(
    readonly file: string,
    readonly text: string,
  ) {}

  /** Where its lines start, known once the file is parsed (most pages are never parsed). */
  get lines(): LineCounter {
    return (this.#lines ??= new LineCounter())
  }

  /** Parsed on first use: a valid file needs node positions only when it has a problem. */
  get doc(): Document.Parsed {
    return (this.#doc ??= parseDocument(this.text, {
      lineCounter: this.lines,
      prettyErrors: false,
      uniqueKeys: true,
    }))
  }

  get data(): unknown {
    return this.doc.toJS() as unknown
  }

  #syntax: ContentIssue[] | undefined

  /** YAML mistakes in plain words, one per real mistake; empty when the file can be validated. */
  syntaxIssues(): ContentIssue[] {
    this.#syntax ??= explainSyntax(this.text, this.doc, this.lines).map((mistake) => ({
      file: this.file,
      where: '',
      ...mistake,
    }))
    return this.#syntax
  }

  /** The scalar at `path` exactly as written in the file (`67`, `1.50`, `true`). */
  written(path: readonly Segment[]): string | undefined {
    const node = this.doc.getIn(path, true)
    return isScalar(node) && node.source ? node.source : undefined
  }

  /** Line and column of the node at `path` (or of its key), falling back to the deepest existing parent. */
  position(path: readonly Segment[], pointAtKey = false): { line: number; col: number } {
    let node: unknown = this.doc.contents
    let offset = (node as Node | null)?.range?.[0] ?? 0
    for (const [index, segment] of path.entries()) {
      const isLast = index === path.length - 1
      if (isMap(node)) {
        const pair = node.items.find(
          (item) => isPair(item) && isScalar(item.key) && item.key.value === segment,
        )
        if (!pair) break
        const key = pair.key as Node
        node = pair.value
        offset = (isLast && pointAtKey) || !pair.value ? (key.range?.[0] ?? offset) : offset
        if (!(isLast && pointAtKey) && (node as Node | null)?.range)
          offset = (node as Node).range![0]
      } else if (isSeq(node) && typeof segment === 'number' && node.items[segment]) {
        node = node.items[segment]
        offset = (node as Node).range?.[0] ?? offset
      } else break
    }
    const { line, col } = this.lines.linePos(offset)
    return { line, col }
  }
}
