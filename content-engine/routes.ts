/** `content/pages/index.yaml` → `/`, `services/index.yaml` → `/services`, `a/b.yaml` → `/a/b`. */
export function routeOf(relativePageFile: string): string {
  const withoutExt = relativePageFile.replace(/\\/g, '/').replace(/\.ya?ml$/, '')
  const route = '/' + withoutExt.replace(/(^|\/)index$/, '')
  return route === '/' ? route : route.replace(/\/$/, '')
}

/** The `$schema` comment line each content file starts with, relative to the file. */
export function schemaLine(fileFromRoot: string, schemaFile: string): string {
  const depth = fileFromRoot.split('/').length - 1
  return `# yaml-language-server: $schema=${'../'.repeat(depth)}schemas/${schemaFile}`
}
