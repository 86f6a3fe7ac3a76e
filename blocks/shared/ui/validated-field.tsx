import type { InputHTMLAttributes, ReactNode } from 'react'
import { cn } from '../../../lib/cn'
import { FormField, inputClass } from './form-field'

/** The attributes that tie a control to the error shown under it (none without an error). */
export function invalidControlProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}
}

/**
 * A FormField with the error to correct under its control (give the control
 * `invalidControlProps(id, error)`). Apart from the plain field, so pages whose forms never
 * show errors (the calculator) do not load it.
 */
export function ValidatedField({
  error,
  announce,
  children,
  ...field
}: {
  id: string
  label: string
  required?: boolean
  error?: string | undefined
  /** Announce the error as it shows: the control keeps the focus, so nothing else reads it. */
  announce?: boolean | undefined
  children: ReactNode
}) {
  return (
    <FormField {...field}>
      {children}
      {error && (
        <p
          id={`${field.id}-error`}
          role={announce ? 'alert' : undefined}
          className="mt-1.5 border-l-2 border-destructive pl-2 text-sm font-medium text-foreground first-letter:uppercase"
        >
          {error}
        </p>
      )}
    </FormField>
  )
}

/** A labelled one-line input with the error to correct under it, if any. */
export function ValidatedTextField({
  id,
  label,
  required,
  error,
  announce,
  ...input
}: {
  id: string
  label: string
  error?: string | undefined
  announce?: boolean | undefined
} & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <ValidatedField id={id} label={label} required={required} error={error} announce={announce}>
      <input
        id={id}
        required={required}
        className={cn(inputClass, error && 'border-destructive')}
        {...invalidControlProps(id, error)}
        {...input}
      />
    </ValidatedField>
  )
}
