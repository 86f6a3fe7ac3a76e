import { useEffect, useRef, useState } from 'react'

/** How much a box `width` pixels wide must shrink to fit its container (at most 1). */
export function useFitScale<T extends HTMLElement>(width: number) {
  const container = useRef<T>(null)
  const [available, setAvailable] = useState(width)
  useEffect(() => {
    const element = container.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setAvailable(entry.contentRect.width)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { container, scale: Math.min(1, available / width) }
}
