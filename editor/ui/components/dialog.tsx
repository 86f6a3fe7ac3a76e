import { useEffect, useRef, type ReactNode } from 'react'

/** A modal dialog (the platform's <dialog>: focus kept inside, Escape closes). */
export function Dialog({
  title,
  onClose,
  children,
  footer,
  wide = false,
}: {
  title: string
  onClose: () => void
  children: ReactNode
  footer?: ReactNode
  wide?: boolean
}) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
  }, [])
  return (
    <dialog
      ref={ref}
      aria-label={title}
      onClose={onClose}
      className={`m-auto flex max-h-[85vh] flex-col rounded-lg border bg-background p-0 shadow-xl backdrop:bg-black/40 ${wide ? 'w-[min(64rem,95vw)]' : 'w-[min(32rem,95vw)]'}`}
    >
      <header className="flex items-center justify-between border-b px-5 py-3">
        <h2 className="text-base font-semibold">{title}</h2>
        <button
          type="button"
          aria-label="Close"
          className="rounded px-2 text-lg text-muted-foreground hover:bg-accent"
          onClick={() => ref.current?.close()}
        >
          ×
        </button>
      </header>
      <div className="min-h-0 flex-1 overflow-auto px-5 py-4">{children}</div>
      {footer && <footer className="flex justify-end gap-2 border-t px-5 py-3">{footer}</footer>}
    </dialog>
  )
}
