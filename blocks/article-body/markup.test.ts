import { describe, expect, it } from 'vitest'
import { parseArticleMarkup, spansOf } from './markup'

const text = (value: string) => [{ text: value }]

describe('parseArticleMarkup', () => {
  it('reads each kind of line', () => {
    const body = [
      '# Know Your Options',
      '## Loan Modification',
      '**Act before the auction date.**',
      '- Call your lender',
      '- Gather your documents',
      '*This guide is not legal advice.*',
      'A plain paragraph.',
    ].join('\n')
    expect(parseArticleMarkup(body)).toEqual([
      { kind: 'heading', level: 1, spans: text('Know Your Options') },
      { kind: 'heading', level: 2, spans: text('Loan Modification') },
      { kind: 'bold', text: 'Act before the auction date.' },
      { kind: 'list', items: [text('Call your lender'), text('Gather your documents')] },
      { kind: 'note', text: 'This guide is not legal advice.' },
      { kind: 'paragraph', spans: text('A plain paragraph.') },
    ])
  })

  it('joins consecutive text lines into one paragraph and splits paragraphs at blank lines', () => {
    const body = 'First line\nstill the first paragraph.\n\n\nSecond paragraph.\n'
    expect(parseArticleMarkup(body)).toEqual([
      { kind: 'paragraph', spans: text('First line still the first paragraph.') },
      { kind: 'paragraph', spans: text('Second paragraph.') },
    ])
  })

  it('ends a paragraph or a list at a line of another kind, even without a blank line', () => {
    const body = 'Intro text.\n- one\n- two\nAfter the list.\n## Next\nMore.'
    expect(parseArticleMarkup(body).map((node) => node.kind)).toEqual([
      'paragraph',
      'list',
      'paragraph',
      'heading',
      'paragraph',
    ])
  })

  it('starts a new list after a blank line', () => {
    const nodes = parseArticleMarkup('- a\n- b\n\n- c')
    expect(nodes).toEqual([
      { kind: 'list', items: [text('a'), text('b')] },
      { kind: 'list', items: [text('c')] },
    ])
  })

  it('ignores indentation, trailing spaces and Windows line endings', () => {
    expect(parseArticleMarkup('  # Title  \r\n   - item \r\n')).toEqual([
      { kind: 'heading', level: 1, spans: text('Title') },
      { kind: 'list', items: [text('item')] },
    ])
  })

  it('returns nothing for an empty or blank body', () => {
    expect(parseArticleMarkup('')).toEqual([])
    expect(parseArticleMarkup('\n  \n\t\n')).toEqual([])
  })

  it('keeps look-alike lines that are not markup as paragraph text', () => {
    const lines = [
      '#No space',
      '### Third level',
      '-no space',
      '-',
      '**',
      '*',
      '**open only',
      '*a** b',
    ]
    expect(parseArticleMarkup(lines.join('\n\n'))).toEqual(
      lines.map((line) => ({ kind: 'paragraph', spans: text(line) })),
    )
  })

  it('treats a line with two bold runs as a paragraph, not a bold line', () => {
    expect(parseArticleMarkup('**Cash:** fast and **certain**')).toEqual([
      {
        kind: 'paragraph',
        spans: [
          { text: 'Cash:', strong: true },
          { text: ' fast and ' },
          { text: 'certain', strong: true },
        ],
      },
    ])
  })

  it('keeps bold runs inside bullets and headings', () => {
    expect(parseArticleMarkup('- **Forbearance:** a pause')).toEqual([
      { kind: 'list', items: [[{ text: 'Forbearance:', strong: true }, { text: ' a pause' }]] },
    ])
    expect(parseArticleMarkup('## Step 1: **Call**')).toEqual([
      { kind: 'heading', level: 2, spans: [{ text: 'Step 1: ' }, { text: 'Call', strong: true }] },
    ])
  })
})

describe('spansOf', () => {
  it('leaves text without markers, or with an unmatched marker, as one plain run', () => {
    expect(spansOf('no markers')).toEqual(text('no markers'))
    expect(spansOf('price ** rises')).toEqual(text('price ** rises'))
  })
})
