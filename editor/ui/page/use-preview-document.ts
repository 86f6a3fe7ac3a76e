import { useEffect, useRef, useState, type RefObject } from 'react'

/** The page's HTML without its scripts: the preview shows the page, it does not run it. */
function withoutScripts(html: string): Document {
  const document = new DOMParser().parseFromString(html, 'text/html')
  for (const script of document.querySelectorAll('script')) script.remove()
  return document
}

/**
 * What the preview frame shows. The first version of the page is loaded as the frame's document;
 * a later one whose head is the same (the stylesheet, the title) only replaces the body, so the
 * stylesheet, fonts and images are not loaded again and the reader stays where they were.
 */
export function usePreviewDocument(frame: RefObject<HTMLIFrameElement | null>, html?: string) {
  const [srcDoc, setSrcDoc] = useState<string>()
  const head = useRef<string>(undefined)
  const loaded = useRef(false)

  useEffect(() => {
    if (html === undefined) return
    const next = withoutScripts(html)
    const window = frame.current?.contentWindow
    if (window && loaded.current && head.current === next.head.innerHTML) {
      const y = window.scrollY
      window.document.body.replaceWith(window.document.importNode(next.body, true))
      if (window.scrollY !== y) window.scrollTo(0, y)
      return
    }
    head.current = next.head.innerHTML
    loaded.current = false
    setSrcDoc(`<!doctype html>\n${next.documentElement.outerHTML}`)
  }, [frame, html])

  return { srcDoc, onLoaded: () => (loaded.current = true) }
}
