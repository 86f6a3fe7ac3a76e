/** How far the page has been scrolled, 0 to 100 (100 when the page does not scroll at all). */
export function scrolledPercent(): number {
  const { scrollHeight, clientHeight } = document.documentElement
  const scrollable = scrollHeight - clientHeight
  if (scrollable <= 0) return 100
  return Math.min(100, (window.scrollY / scrollable) * 100)
}

/** Calls `listener` on every scroll (passive); returns the remover. */
export function onScroll(listener: () => void): () => void {
  window.addEventListener('scroll', listener, { passive: true })
  return () => window.removeEventListener('scroll', listener)
}
