/** Space the sticky header (top) and the call bar (bottom) take from the viewport. */
const EDGES = '-64px 0px -72px 0px'

/**
 * Tucks the phone call bar away while a call button of the page itself is fully in view, so a
 * phone never shows two call buttons at once; without JavaScript the bar simply stays.
 */
export function watchCallBar(doc: Document) {
  const bar = doc.querySelector<HTMLElement>('[data-call-bar]')
  const links = doc.querySelectorAll('main a[href^="tel:"]')
  if (!bar) return
  if (links.length === 0 || !('IntersectionObserver' in window)) {
    bar.toggleAttribute('data-watched', true)
    return
  }
  const inView = new Set<Element>()
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries)
        if (entry.intersectionRatio >= 0.99) inView.add(entry.target)
        else inView.delete(entry.target)
      bar.toggleAttribute('data-tucked', inView.size > 0)
      bar.inert = inView.size > 0
      bar.toggleAttribute('data-watched', true)
    },
    { rootMargin: EDGES, threshold: [0, 0.99, 1] },
  )
  links.forEach((link) => observer.observe(link))
}
