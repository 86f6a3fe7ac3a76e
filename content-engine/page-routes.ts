import type { ContentIssue } from './issues'
import { isAddressPart, routeOf, slugOf } from './routes'

const PAGES = 'content/pages/'
/** A page addressed like a file keeps `.html` at the end of its address (a printable page). */
const HTML = /\.html$/

const routeOfFile = (file: string) => routeOf(file.slice(PAGES.length))

const issueAt = (file: string, message: string): ContentIssue => ({
  file,
  line: 1,
  col: 1,
  where: '',
  message,
})

/** The folders and name a page file's address is made of: `blog/My Post.yaml` → blog, My Post. */
function addressParts(name: string): { parts: string[]; html: string; extension: string } {
  const extension = /\.ya?ml$/.exec(name)?.[0] ?? ''
  const address = name.slice(0, name.length - extension.length)
  const html = HTML.exec(address)?.[0] ?? ''
  const parts = address.slice(0, address.length - html.length).split('/')
  return { parts, html, extension }
}

const isCleanName = (name: string) => addressParts(name).parts.every(isAddressPart)

/** The name a page file should have, when one can be made from its name. */
function cleanNameOf(name: string): string | undefined {
  const { parts, html, extension } = addressParts(name)
  const slugs = parts.map(slugOf)
  return slugs.every(Boolean) ? slugs.join('/') + html + extension : undefined
}

function badNameIssue(file: string): ContentIssue[] {
  const name = file.slice(PAGES.length)
  if (isCleanName(name)) return []
  const cleanName = cleanNameOf(name)
  const rename = cleanName ? `rename it to ${cleanName}` : 'rename it'
  return [
    issueAt(
      file,
      `the file name makes the address "${routeOfFile(file)}"; page addresses use lowercase letters, digits and hyphens: ${rename}`,
    ),
  ]
}

/** Files whose addresses differ only in case: one file on macOS and Windows, which ignore case. */
function caseClashIssues(files: string[]): ContentIssue[] {
  const byLowerCase = new Map<string, string[]>()
  for (const file of files) {
    const key = routeOfFile(file).toLowerCase()
    byLowerCase.set(key, [...(byLowerCase.get(key) ?? []), file])
  }
  return [...byLowerCase.values()].flatMap((group) =>
    group.flatMap((file) => {
      const route = routeOfFile(file)
      const other = group.find((candidate) => routeOfFile(candidate) !== route)
      if (!other) return []
      return [
        issueAt(
          file,
          `the address "${route}" differs from "${routeOfFile(other)}" (${other}) only in case: on macOS and Windows the two files are one; merge them or rename one`,
        ),
      ]
    }),
  )
}

/** Page files (`content/pages/…`) whose names would not make clean, distinct addresses. */
export function pageNameIssues(files: string[]): ContentIssue[] {
  return [...files.flatMap(badNameIssue), ...caseClashIssues(files)]
}
