import { useEffect, useRef, useState } from 'react'
import { Button } from '../components/button'
import { useFitScale } from './use-fit-scale'
import { usePreviewDocument } from './use-preview-document'

const widths = { phone: 390, desktop: 1280 } as const
type Width = keyof typeof widths

/** Scrolls the frame's own window, not the editor around it, to block `index`; false if not there. */
function scrollToBlock(frame: HTMLIFrameElement | null, index: number): boolean {
  const window = frame?.contentWindow
  const element = window?.document.querySelector(`[data-edit-block="${index}"]`)
  if (!window || !element) return false
  // Below the page's sticky header, as its own links to a section place it.
  const padding = parseFloat(
    window.getComputedStyle(element.ownerDocument.documentElement).scrollPaddingTop,
  )
  const top = element.getBoundingClientRect().top + window.scrollY - (padding || 0)
  // At once: a newer version of the page arriving mid-way would stop a smooth scroll short.
  window.scrollTo({ top, behavior: 'instant' })
  return true
}

/**
 * The page as the build renders it, at a phone's or a desktop's width. Clicking a block selects
 * it; selecting a block, or another width, scrolls the preview to it.
 */
export function Preview({
  html,
  stale,
  selected,
  onSelect,
}: {
  html: string | undefined
  stale: boolean
  selected: number | undefined
  onSelect: (index: number) => void
}) {
  const frame = useRef<HTMLIFrameElement>(null)
  const scrollTop = useRef(0)
  const scrollToSelectedOnLoad = useRef(false)
  const [width, setWidth] = useState<Width>('desktop')
  const { container, scale } = useFitScale<HTMLDivElement>(widths[width])
  const { srcDoc, onLoaded } = usePreviewDocument(frame, html)
  const select = useRef(onSelect)
  useEffect(() => {
    select.current = onSelect
  })

  useEffect(() => {
    if (selected === undefined) return
    const shown = scrollToBlock(frame.current, selected)
    // Until the frame has loaded, its stylesheet may be missing: place the block again on load.
    scrollToSelectedOnLoad.current =
      !shown || frame.current?.contentDocument?.readyState !== 'complete'
    // At another width the page is laid out anew: the chosen block is brought back into view.
  }, [selected, width])

  const onLoad = () => {
    const window = frame.current?.contentWindow
    if (!window) return
    onLoaded()
    if (scrollToSelectedOnLoad.current && selected !== undefined) {
      scrollToSelectedOnLoad.current = false
      scrollToBlock(frame.current, selected)
    } else {
      // A new version of the page opens where the marketer was reading the last one.
      window.scrollTo(0, scrollTop.current)
    }
    window.addEventListener('scroll', () => (scrollTop.current = window.scrollY))
    window.document.addEventListener('click', (event) => {
      event.preventDefault()
      const block = (event.target as Element).closest('[data-edit-block]')
      if (block) select.current(Number(block.getAttribute('data-edit-block')))
    })
  }

  return (
    <section aria-label="Preview" className="flex h-full min-w-0 flex-col bg-muted">
      <div className="flex items-center gap-2 border-b bg-background px-3 py-2">
        <span className="text-sm font-medium">Preview</span>
        {stale && (
          <span className="text-xs text-muted-foreground">
            (the last version that could be shown: fix the problems to update it)
          </span>
        )}
        <div role="group" aria-label="Preview width" className="ml-auto flex gap-1">
          {(Object.keys(widths) as Width[]).map((name) => (
            <Button
              key={name}
              size="sm"
              variant={width === name ? 'primary' : 'outline'}
              aria-pressed={width === name}
              onClick={() => setWidth(name)}
            >
              {name === 'phone' ? 'Phone' : 'Desktop'}
            </Button>
          ))}
        </div>
      </div>
      <div ref={container} className="relative min-h-0 flex-1 overflow-hidden">
        <iframe
          ref={frame}
          title="Page preview"
          srcDoc={srcDoc}
          onLoad={onLoad}
          style={{
            width: widths[width],
            height: `${100 / scale}%`,
            transform: `scale(${scale})`,
            left: `max(0px, calc(50% - ${widths[width] / 2}px))`,
          }}
          className="absolute top-0 max-w-none origin-top-left bg-white ring-1 ring-border"
        />
      </div>
    </section>
  )
}
