import type { InputHTMLAttributes, ReactNode, Ref } from 'react'
import { cn } from '../../../lib/cn'

export const inputClass =
  'mt-1.5 block w-full rounded-md border border-input bg-background px-3 py-2.5 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60'

/** A labelled form control; `required` adds a visible marker (the control carries `required`). */
export function FormField({
  id,
  label,
  required,
  className,
  children,
}: {
  id: string
  label: string
  required?: boolean
  className?: string
  children: ReactNode
}) {
  return (
    <div className={cn('grid', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required && (
          <span aria-hidden="true" className="text-primary">
            {' *'}
          </span>
        )}
      </label>
      {children}
    </div>
  )
}

/** A labelled one-line input: the usual case of FormField. */
export function TextField({
  id,
  label,
  required,
  className,
  ...input
}: {
  id: string
  label: string
  ref?: Ref<HTMLInputElement>
} & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FormField id={id} label={label} required={required} className={className}>
      <input id={id} required={required} className={inputClass} {...input} />
    </FormField>
  )
}

/** Hidden from people (visually and for assistive technology); bots that fill it are spam. */
export function Honeypot({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>Website</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
