import type { Hydration } from '../../blocks/define'

const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const

function afterLoad(run: () => void) {
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true })
}

function whenVisible(element: HTMLElement, run: () => void) {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      run()
    },
    { rootMargin: '200px' },
  )
  observer.observe((element.firstElementChild as HTMLElement | null) ?? element)
}

function whenTriggered(element: HTMLElement, strategy: Hydration, run: () => void) {
  switch (strategy) {
    case 'load': {
      run()
      return
    }
    case 'idle':
      return 'requestIdleCallback' in window
        ? requestIdleCallback(run, { timeout: 2000 })
        : setTimeout(run, 200)
    case 'visible':
      // Watched from the load event on, so an island in the first view never competes with
      // the first paint of the page.
      afterLoad(() => whenVisible(element, run))
      return
    case 'interaction': {
      const once = () => {
        for (const type of INTERACTION_EVENTS) element.removeEventListener(type, once, true)
        run()
      }
      for (const type of INTERACTION_EVENTS)
        element.addEventListener(type, once, { capture: true, passive: true })
    }
  }
}

/** Finds the island markers of the prerendered page and hydrates each when its strategy says. */
export function startIslands(root: ParentNode) {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const strategy = (element.dataset.hydrate ?? 'load') as Hydration
    whenTriggered(element, strategy, () => {
      import('./hydrate')
        .then(({ hydrateIsland }) => hydrateIsland(element))
        .catch((error: unknown) => console.error('Island failed to load', error))
    })
  }
}
