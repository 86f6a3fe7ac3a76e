/** The look of every text field, select and textarea of the editor. */
export const inputClasses =
  'w-full rounded-md border border-input bg-background px-2.5 py-1.5 text-sm shadow-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-invalid:border-destructive'
