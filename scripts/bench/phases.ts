import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { performance } from 'node:perf_hooks'
import { rememberContent } from '../../lib/content/cache'
import { readContent, validateContent } from '../../lib/content/load'
import { renderPageHtml } from '../../renderer/render-page'

export interface PhaseTimes {
  pages: number
  loadMs: number
  validateMs: number
  renderMs: number
  writeMs: number
}

function timed<T>(run: () => T): [T, number] {
  const started = performance.now()
  const result = run()
  return [result, performance.now() - started]
}

/**
 * The build's own work, phase by phase, in this process: read and parse every file, validate
 * them all, render every page to HTML, write the files. Vite's bundling is not part of it.
 */
export function measurePhases(root: string, outDir: string): PhaseTimes {
  process.env.CONTENT_ROOT = root
  const [files, loadMs] = timed(() => readContent(root))
  const [{ content, issues }, validateMs] = timed(() => validateContent(files))
  if (content) rememberContent(content, root)
  if (!content) throw new Error(`the generated content is invalid (${issues.length} problems)`)
  const [html, renderMs] = timed(() => content.pages.map((page) => renderPageHtml(content, page)))
  rmSync(outDir, { recursive: true, force: true })
  const [, writeMs] = timed(() =>
    content.pages.forEach((page, i) => {
      const file = join(outDir, page.route, 'index.html')
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, html[i]!)
    }),
  )
  rmSync(outDir, { recursive: true, force: true })
  return { pages: content.pages.length, loadMs, validateMs, renderMs, writeMs }
}

// `tsx scripts/bench/phases.ts <content root> <scratch folder>` prints the phases as JSON.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  console.log(JSON.stringify(measurePhases(process.argv[2]!, process.argv[3]!)))
