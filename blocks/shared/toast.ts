import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { Toaster, toast, type ToasterProps } from 'sonner'

/**
 * The site's one toaster: dark, coloured by kind, dismissible; sonner makes it a live region.
 * Toasts show at the top, just below the sticky header, away from the forms' buttons.
 */
const toasterProps: ToasterProps = {
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
  /** The form the toast reports on: its success dismisses its earlier error. */
  form?: string
}

const formErrorId = (form: string) => `${form}:error`

/** Takes away the error toast of `form`, if it still shows (e.g. when the visitor sends again). */
export function dismissFormError(form: string) {
  toast.dismiss(formErrorId(form))
}

export function showToast(
  kind: ToastKind,
  title: string,
  description: string,
  { form, ...options }: ToastOptions = {},
) {
  mountToaster()
  // One toast per message: sending again replaces the toast instead of stacking a copy.
  const id = form && kind === 'destructive' ? formErrorId(form) : `${kind}:${title}`
  const data = { id, description, ...options }
  if (kind === 'destructive') {
    toast.error(title, data)
    return
  }
  if (form) dismissFormError(form)
  toast.success(title, data)
}
