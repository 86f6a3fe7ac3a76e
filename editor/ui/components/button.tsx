import type { ButtonHTMLAttributes } from 'react'

const variants = {
  primary: 'bg-primary text-primary-foreground hover:bg-primary/90',
  outline: 'border border-input bg-background hover:bg-accent',
  ghost: 'hover:bg-accent',
  destructive: 'bg-destructive text-white hover:bg-destructive/90',
}

export function Button({
  variant = 'outline',
  size = 'md',
  className = '',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof variants
  size?: 'sm' | 'md'
}) {
  const sizing = size === 'sm' ? 'h-7 px-2 text-xs' : 'h-9 px-3 text-sm'
  return (
    <button
      type="button"
      className={`inline-flex items-center justify-center gap-1.5 rounded-md font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50 ${sizing} ${variants[variant]} ${className}`}
      {...props}
    />
  )
}
