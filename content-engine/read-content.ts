import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { quickParse } from './quick-parse'
import type { ContentIssue } from './issues'
import { routeOf, schemaLine } from './routes'
import { todoIssues } from './todos'
import { textsCutByComment } from '../lib/yaml/comments'
import { YamlSource } from './yaml-source'
import type { ContentFile, ContentFiles, PageFile } from './content-types'

// Reading the content: each file parsed, and the checks that read its text.

const toPosix = (path: string) => path.replace(/\\/g, '/')

/** The folder holding content/ and public/: the working directory unless CONTENT_ROOT says otherwise. */
export const contentRoot = () => process.env.CONTENT_ROOT ?? process.cwd()

function filesUnder(dir: string, pattern: RegExp): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map(toPosix)
    .filter((file) => pattern.test(file))
    .sort()
}

function headerIssues(file: string, text: string, schemaFile: string): ContentIssue[] {
  const expected = schemaLine(file, schemaFile)
  if (text.split('\n', 1)[0]?.trim() === expected) return []
  const message = `the first line must be "${expected}" so editors check the file as you type`
  return [{ file, line: 1, col: 1, where: '', message }]
}

const expectedContent: Record<string, string> = {
  'page.schema.json': 'a page holds "meta:" and "blocks:"',
  'site.schema.json': 'site.yaml holds the business\'s settings ("brand:", "phone:", "header:"…)',
}

/** A file with nothing but comments and blank lines (or saved half-way by an editor). */
function emptyIssue(file: string, schemaFile: string): ContentIssue {
  const message = `the file is empty; ${expectedContent[schemaFile] ?? 'it needs content'}`
  return { file, line: 1, col: 1, where: '', message }
}

/** Texts YAML cut short at a `#`, where the `#` starts what it reads as a comment. */
const cutTextIssues = (file: string, text: string): ContentIssue[] =>
  textsCutByComment(text).map((mistake) => ({ file, where: '', ...mistake }))

/** Reads a file with the fast parser; the full one (positions, messages) runs only on a problem. */
const readFile = (root: string, file: string, schemaFile: string): ContentFile =>
  parsedFile(file, readFileSync(join(root, file), 'utf8'), schemaFile)

/** A content file parsed from its text (`file` is its path from the root, e.g. `content/pages/x.yaml`). */
export function parsedFile(file: string, text: string, schemaFile: string): ContentFile {
  const source = new YamlSource(file, text)
  const header = [...headerIssues(file, source.text, schemaFile), ...todoIssues(file, source.text)]
  const quick = quickParse(source.text)
  const data = quick ? quick.data : source.data
  const syntax = quick ? [] : source.syntaxIssues()
  if (syntax.length === 0 && data == null)
    return { file, source, data, issues: [emptyIssue(file, schemaFile)], parsed: false }
  // A text cut at a `#` is looked for once the file reads as YAML.
  const cut = syntax.length ? [] : cutTextIssues(file, source.text)
  return { file, source, data, issues: [...header, ...syntax, ...cut], parsed: !syntax.length }
}

const readPage = (root: string, name: string): PageFile => ({
  ...readFile(root, `content/pages/${name}`, 'page.schema.json'),
  route: routeOf(name),
})

/** The page files (names under content/pages/) and the public files (`/og.png`) there are. */
export interface ContentListing {
  pageNames: string[]
  publicFiles: string[]
}

const pageNames = (root: string) => filesUnder(join(root, 'content/pages'), /\.ya?ml$/)

export const listContent = (root: string): ContentListing => ({
  pageNames: pageNames(root),
  publicFiles: filesUnder(join(root, 'public'), /./).map((f) => `/${f}`),
})

/** The route of every page file, from the files' names alone (each route once). */
export const pageRoutes = (root = contentRoot()): string[] => [
  ...new Set(pageNames(root).map(routeOf)),
]

/**
 * Reads and parses site.yaml, every page and the list of public files. `kept` gives files read
 * before and unchanged since, and `listing` the files there are when known (the dev server
 * re-reads only what changed).
 */
export function readContent(
  root = contentRoot(),
  kept: (file: string) => ContentFile | undefined = () => undefined,
  { pageNames, publicFiles } = listContent(root),
): ContentFiles {
  return {
    root,
    site: kept('content/site.yaml') ?? readFile(root, 'content/site.yaml', 'site.schema.json'),
    pages: pageNames.map(
      (name) => (kept(`content/pages/${name}`) as PageFile | undefined) ?? readPage(root, name),
    ),
    publicFiles,
  }
}
