import { useEffect, useState } from 'react'
import type { BlockCatalogueEntry } from '../../api'
import { api } from '../api-client'

/** A page's head as the schema asks for it, so the example page can be rendered. */
const exampleMeta = {
  title: 'Block example in the editor',
  description:
    'One block of the site on its own, rendered as the site renders it, so the marketer sees what it adds.',
  keywords: ['block example'],
}

/** Renders the thumbnails once per type and keeps them for the session. */
const rendered = new Map<string, Promise<string>>()

/** The open page holding only this block's example, rendered as the site would. */
function renderExample(entry: BlockCatalogueEntry, file: string): Promise<string> {
  let html = rendered.get(entry.type)
  if (!html) {
    const data = { meta: exampleMeta, blocks: [entry.example] }
    html = api
      .preview({ file, data })
      .then((answer) => answer.html.replace(/<script\b[\s\S]*?<\/script>/gi, ''))
    rendered.set(entry.type, html)
  }
  return html
}

/** The block's example, rendered small. */
export function ExampleThumbnail({ entry, file }: { entry: BlockCatalogueEntry; file: string }) {
  const [html, setHtml] = useState<string>()
  useEffect(() => {
    let current = true
    renderExample(entry, file)
      .then((answer) => current && setHtml(answer))
      .catch(() => rendered.delete(entry.type))
    return () => {
      current = false
    }
  }, [entry, file])
  return (
    <span className="relative block h-28 w-full overflow-hidden rounded border bg-white">
      {html && (
        <iframe
          title={`${entry.title} example`}
          srcDoc={html}
          tabIndex={-1}
          aria-hidden
          onLoad={(event) =>
            event.currentTarget.contentDocument
              ?.querySelector('[data-edit-block]')
              ?.scrollIntoView({ block: 'start' })
          }
          className="pointer-events-none absolute top-0 left-0 h-[560px] w-[1280px] origin-top-left scale-[0.2]"
        />
      )}
    </span>
  )
}
