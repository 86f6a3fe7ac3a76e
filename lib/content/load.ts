import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { SiteSchema, type Site } from '../site/schema'
import { interpolateSite } from './interpolate'
import { placeholderIssues } from '../site/placeholders'
import type { ContentIssue } from './issues'
import { brokenLinkIssues } from './links'
import { imageFileIssues } from './image-files'
import { routeOf, schemaLine } from './routes'
import { validatePage, type ValidPage } from './validate-page'
import { validateNode } from './validate-node'
import { todoIssues } from './todos'
import { YamlSource } from './yaml-source'
import { linkStateCities } from './facts/state-links'
import { factIssues } from './facts/check-facts'

export interface LoadedPage extends ValidPage {
  route: string
  file: string
}

export interface SiteContent {
  site: Site
  pages: LoadedPage[]
}

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

function readSource(
  root: string,
  file: string,
  schemaFile: string,
): { source: YamlSource; issues: ContentIssue[] } {
  const source = new YamlSource(file, readFileSync(join(root, file), 'utf8'))
  const expected = schemaLine(file, schemaFile)
  const first = source.text.split('\n', 1)[0]?.trim()
  const header: ContentIssue[] =
    first === expected
      ? []
      : [
          {
            file,
            line: 1,
            col: 1,
            where: '',
            message: `the first line must be "${expected}" so editors check the file as you type`,
          },
        ]
  return { source, issues: [...header, ...source.syntaxIssues(), ...todoIssues(file, source.text)] }
}

/** Reads and validates site.yaml and every page; reports every problem of every file. */
export function loadContent(root = contentRoot()): {
  content?: SiteContent
  issues: ContentIssue[]
} {
  const issues: ContentIssue[] = []
  const siteRead = readSource(root, 'content/site.yaml', 'site.schema.json')
  issues.push(...siteRead.issues)
  const siteData = siteRead.source.data
  if (siteRead.issues.length === 0)
    issues.push(
      ...validateNode({ source: siteRead.source, at: [], value: siteData, schema: SiteSchema }),
    )

  const pages: (LoadedPage & { source: YamlSource })[] = []
  const routeFiles = new Map<string, string[]>()
  for (const name of filesUnder(join(root, 'content/pages'), /\.ya?ml$/)) {
    const file = `content/pages/${name}`
    const route = routeOf(name)
    routeFiles.set(route, [...(routeFiles.get(route) ?? []), file])
    const { source, issues: readIssues } = readSource(root, file, 'page.schema.json')
    issues.push(...readIssues)
    if (source.syntaxIssues().length > 0) continue
    const { page, issues: pageIssues } = validatePage(source, source.data)
    issues.push(...pageIssues)
    if (page) pages.push({ ...page, route, file, source })
  }

  for (const [route, files] of routeFiles)
    if (files.length > 1)
      for (const file of files)
        issues.push({
          file,
          line: 1,
          col: 1,
          where: '',
          message: `route "${route}" is produced by more than one file: ${files.join(', ')}`,
        })

  const targets = new Set([
    ...routeFiles.keys(),
    ...filesUnder(join(root, 'public'), /./).map((f) => `/${f}`),
  ])
  issues.push(...brokenLinkIssues(siteRead.source, siteData, targets))
  if (issues.length === 0) issues.push(...placeholderIssues(siteRead.source, siteData as Site))
  for (const page of pages) {
    const blockTypeAt = (i: number) => page.blocks[i]?.type
    issues.push(
      ...brokenLinkIssues(
        page.source,
        { meta: page.meta, blocks: page.blocks },
        targets,
        blockTypeAt,
      ),
    )
    issues.push(...imageFileIssues(root, page.source, { blocks: page.blocks }, blockTypeAt))
  }

  if (issues.length === 0) issues.push(...factIssues(pages, siteData as Site))

  if (issues.length > 0) return { issues }
  const site = interpolateSite(siteData as Site, siteData as Site)
  return {
    issues,
    content: {
      site,
      pages: linkStateCities(pages).map(({ source: _source, ...page }) =>
        interpolateSite(page, site),
      ),
    },
  }
}
