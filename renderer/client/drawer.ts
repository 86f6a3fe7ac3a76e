/**
 * The mobile menu is a modal <dialog> opened declaratively (command="show-modal"): focus is
 * trapped and returned, Escape and the backdrop close it, all without script. This adds what
 * markup cannot: closing when a link is chosen, and opening in browsers without invoker commands.
 */
export function enhanceDrawer(root: Document) {
  for (const dialog of root.querySelectorAll<HTMLDialogElement>('dialog[data-drawer]')) {
    dialog.addEventListener('click', (event) => {
      const target = event.target as Element
      if (target.closest('a')) dialog.close()
      else if (target === dialog) dialog.close()
    })
    if (!('command' in HTMLButtonElement.prototype)) {
      for (const opener of root.querySelectorAll<HTMLButtonElement>(`[commandfor="${dialog.id}"]`))
        opener.addEventListener('click', () => dialog.showModal())
    }
  }
}
