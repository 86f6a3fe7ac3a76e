/** `content/pages/index.yaml` → `/`, `services/index.yaml` → `/services`, `a/b.yaml` → `/a/b`. */
export function routeOf(relativePageFile: string): string {
  const withoutExt = relativePageFile.replace(/\\/g, '/').replace(/\.ya?ml$/, '')
  const route = '/' + withoutExt.replace(/(^|\/)index$/, '')
  return route === '/' ? route : route.replace(/\/$/, '')
}

/** One part of a page address: lowercase letters and digits, words joined by single hyphens. */
export const isAddressPart = (part: string) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(part)

/** A name as an address part: `Cañon City` → `canon-city`, `St. Petersburg` → `st-petersburg`. */
export function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** The `$schema` comment line each content file starts with, relative to the file. */
export function schemaLine(fileFromRoot: string, schemaFile: string): string {
  const depth = fileFromRoot.split('/').length - 1
  return `# yaml-language-server: $schema=${'../'.repeat(depth)}schemas/${schemaFile}`
}
