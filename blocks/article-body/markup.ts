/** A run of text inside a line; `strong` for text between `**` pairs. */
export interface Span {
  text: string
  strong?: true
}

/** One block of an article body. */
export type ArticleNode =
  | { kind: 'heading'; level: 1 | 2; spans: Span[] }
  | { kind: 'bold'; text: string }
  | { kind: 'note'; text: string }
  | { kind: 'list'; items: Span[][] }
  | { kind: 'paragraph'; spans: Span[] }

/**
 * Parses the line-based article markup:
 * `# ` and `## ` headings, a whole line in `**…**` (a bold line), `- ` bullets (consecutive
 * bullets form one list), a whole line in `*…*` (an italic note), and paragraphs (consecutive
 * text lines join into one; a blank line or any other kind of line ends it). Inside headings,
 * bullets and paragraphs, `**text**` is bold.
 */
export function parseArticleMarkup(source: string): ArticleNode[] {
  const nodes: ArticleNode[] = []
  let paragraph: string[] = []
  let list: Span[][] | undefined

  const flush = () => {
    if (paragraph.length > 0) nodes.push({ kind: 'paragraph', spans: spansOf(paragraph.join(' ')) })
    if (list) nodes.push({ kind: 'list', items: list })
    paragraph = []
    list = undefined
  }

  for (const rawLine of source.split(/\r?\n/)) {
    const line = rawLine.trim()
    const bullet = /^- +(.*)$/.exec(line)
    if (bullet && bullet[1]) {
      if (paragraph.length > 0) flush()
      list = [...(list ?? []), spansOf(bullet[1])]
      continue
    }
    if (line !== '' && kindOf(line) === 'paragraph') {
      if (list) flush()
      paragraph.push(line)
      continue
    }
    flush()
    if (line !== '') nodes.push(blockNode(line))
  }
  flush()
  return nodes
}

type LineKind = 'heading1' | 'heading2' | 'bold' | 'note' | 'paragraph'

function kindOf(line: string): LineKind {
  if (/^# +\S/.test(line)) return 'heading1'
  if (/^## +\S/.test(line)) return 'heading2'
  if (/^\*\*[^*].*\*\*$/.test(line) && !line.slice(2, -2).includes('**')) return 'bold'
  if (/^\*[^*](.*[^*])?\*$/.test(line)) return 'note'
  return 'paragraph'
}

function blockNode(line: string): ArticleNode {
  switch (kindOf(line)) {
    case 'heading1':
      return { kind: 'heading', level: 1, spans: spansOf(line.replace(/^# +/, '')) }
    case 'heading2':
      return { kind: 'heading', level: 2, spans: spansOf(line.replace(/^## +/, '')) }
    case 'bold':
      return { kind: 'bold', text: line.slice(2, -2).trim() }
    case 'note':
      return { kind: 'note', text: line.slice(1, -1).trim() }
    case 'paragraph':
      return { kind: 'paragraph', spans: spansOf(line) }
  }
}

/** Splits `a **b** c` into plain and strong runs; an unmatched `**` stays as written. */
export function spansOf(text: string): Span[] {
  const spans: Span[] = []
  const pattern = /\*\*([^*]+?)\*\*/g
  let last = 0
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) spans.push({ text: text.slice(last, match.index) })
    spans.push({ text: match[1]!, strong: true })
    last = match.index + match[0].length
  }
  if (last < text.length) spans.push({ text: text.slice(last) })
  return spans
}
