import { blockNames } from './block-files'

/**
 * Adds `line` to the run of lines matching `pattern`, keeping them in order by `key`; the run
 * must exist (the registry files are written that way).
 */
function insertSorted(text: string, pattern: RegExp, line: string, key: (l: string) => string) {
  const lines = text.split('\n')
  const run = lines.flatMap((l, i) => (pattern.test(l) ? [i] : []))
  if (run.length === 0) throw new Error(`no line matches ${pattern}`)
  const before = run.find((i) => key(lines[i]!) > key(line))
  lines.splice(before ?? run.at(-1)! + 1, 0, line)
  return lines.join('\n')
}

const importPath = (line: string) => /from '\.\/([^/']+)/.exec(line)?.[1] ?? ''
const entryKey = (line: string) => /^\s+'?([\w-]+)'?:/.exec(line)?.[1] ?? ''
const keyOf = (type: string) => (type.includes('-') ? `'${type}'` : type)

/** blocks/schemas.ts with the new type's schema imported and registered. */
export function registerSchema(text: string, type: string): string {
  const { pascal } = blockNames(type)
  const withImport = insertSorted(
    text,
    /^import \{ \w+Schema \} from '\.\/[\w-]+\/schema'$/,
    `import { ${pascal}Schema } from './${type}/schema'`,
    importPath,
  )
  return insertSorted(
    withImport,
    /^ {2}'?[\w-]+'?: \w+Schema,$/,
    `  ${keyOf(type)}: ${pascal}Schema,`,
    entryKey,
  )
}

/** blocks/index.ts with the new type's definition imported and registered. */
export function registerBlock(text: string, type: string): string {
  const { camel } = blockNames(type)
  const withImport = insertSorted(
    text,
    /^import \{ \w+Block \} from '\.\/[\w-]+'$/,
    `import { ${camel}Block } from './${type}'`,
    importPath,
  )
  return insertSorted(
    withImport,
    /^ {2}'?[\w-]+'?: \w+Block,$/,
    `  ${keyOf(type)}: ${camel}Block,`,
    entryKey,
  )
}
