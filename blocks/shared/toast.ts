import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { Toaster, toast } from 'sonner'

let mounted = false

/**
 * Mounts the one site-wide toaster (a polite live region) the first time an island needs it;
 * islands import this module, so sonner loads with the first of them and never before.
 */
export function mountToaster() {
  if (mounted || typeof document === 'undefined') return
  mounted = true
  const host = document.createElement('div')
  host.dataset.toaster = ''
  document.body.append(host)
  createRoot(host).render(
    createElement(Toaster, { theme: 'dark', richColors: true, closeButton: true }),
  )
}

export type ToastKind = 'success' | 'destructive'

export interface ToastAction {
  label: string
  onClick: () => void
}

export function showToast(
  kind: ToastKind,
  title: string,
  description: string,
  action?: ToastAction,
) {
  mountToaster()
  const options = { description, ...(action && { action }) }
  if (kind === 'destructive') toast.error(title, options)
  else toast.success(title, options)
}
