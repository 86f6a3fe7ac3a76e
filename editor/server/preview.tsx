import { cloneElement, Fragment, type ReactElement } from 'react'
import { previewDraft } from '../../content-engine/cache'
import { formatIssues } from '../../content-engine/issues'
import { BlockRenderer } from '../../renderer/BlockRenderer'
import { contentDocument, documentHtml } from '../../renderer/render-page'
import { RequestError } from './request-error'

/** The stylesheet as the dev server serves it (the block catalogue links it the same way). */
export const PREVIEW_STYLESHEET = '<link rel="stylesheet" href="/renderer/styles.css?direct">'

type BlockList = ReactElement<Parameters<typeof BlockRenderer>[0]>

/** Puts an empty marker before each block the page's BlockRenderer renders. */
function withMarkers(document: ReactElement<{ children: BlockList }>): ReactElement {
  const blocks = BlockRenderer(document.props.children.props)
  const marked = blocks.map((block, index) => (
    <Fragment key={index}>
      <template data-edit-marker={index} />
      {block}
    </Fragment>
  ))
  return cloneElement(document, {}, marked)
}

// A marker, then any island's props script, then the block's own first element.
const MARKED_BLOCK =
  /<template data-edit-marker="(\d+)"><\/template>((?:<script\b[^>]*>[\s\S]*?<\/script>)*)<([a-zA-Z][\w-]*)/g

/** Moves each marker onto the first element of its block, as `data-edit-block="<index>"`. */
export function markBlocks(html: string): string {
  return html
    .replace(MARKED_BLOCK, '$2<$3 data-edit-block="$1"')
    .replace(/<template data-edit-marker="\d+"><\/template>/g, '')
}

/**
 * The draft page as the build renders it, each block's element marked for the editor. The checks
 * across pages are left to `/check`, so the preview does not wait for them; a draft that does not
 * match its schema cannot be rendered.
 */
export function previewHtml(root: string, file: string, text: string): string {
  const { issues, content, page } = previewDraft(file, text, root)
  if (!content || !page)
    throw new RequestError(422, `The page cannot be shown yet:\n${formatIssues(issues)}`)
  let html: string
  try {
    const document = contentDocument(content, page) as ReactElement<{ children: BlockList }>
    html = markBlocks(documentHtml(withMarkers(document)))
  } catch (error) {
    throw new RequestError(422, `The page cannot be shown yet: ${(error as Error).message}`)
  }
  return html.replace('</head>', `${PREVIEW_STYLESHEET}</head>`)
}
