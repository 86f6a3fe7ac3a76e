/** A property name as a label: `heroPoints` → `Hero points`; a schema title is kept as written. */
export function humanize(name: string): string {
  if (/\s/.test(name) || name === '') return name
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
