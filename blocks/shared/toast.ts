import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { Toaster, toast, type ToasterProps } from 'sonner'

/**
 * Every toaster of the site: dark, coloured by kind, dismissible; sonner makes it a live region.
 * Toasts show at the top, just below the sticky header, away from the forms' buttons.
 */
export const toasterProps: ToasterProps = {
  theme: 'dark',
  richColors: true,
  closeButton: true,
  position: 'top-center',
  offset: { top: 80 },
  mobileOffset: { top: 72 },
}

let mounted = false

/**
 * Mounts the one site-wide toaster the first time an island needs it; islands import this
 * module, so sonner loads with the first of them and never before.
 */
export function mountToaster() {
  if (mounted || typeof document === 'undefined') return
  mounted = true
  const host = document.createElement('div')
  host.dataset.toaster = ''
  document.body.append(host)
  createRoot(host).render(createElement(Toaster, toasterProps))
}

export type ToastKind = 'success' | 'destructive'

export interface ToastOptions {
  action?: { label: string; onClick: () => void }
  /**
   * A toaster rendered inside an open modal dialog (the rest of the page is inert then, so
   * the site-wide toaster would be neither seen nor announced).
   */
  toasterId?: string
}

export function showToast(
  kind: ToastKind,
  title: string,
  description: string,
  options: ToastOptions = {},
) {
  if (!options.toasterId) mountToaster()
  // One toast per message: sending again replaces the toast instead of stacking a copy.
  const data = { id: `${kind}:${title}`, description, ...options }
  if (kind === 'destructive') toast.error(title, data)
  else toast.success(title, data)
}
