import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { performance } from 'node:perf_hooks'
import { rememberContent } from '../../content-engine/cache'
import { readContent, validateBeforeFacts } from '../../content-engine/load'
import { renderPageHtml } from '../../renderer/render-page'
import { stopPretenuring } from '../../lib/node/pretenuring'

/** Wall-clock and CPU milliseconds of one phase. */
export interface Phase {
  ms: number
  cpuMs: number
}

export interface PhaseTimes {
  pages: number
  load: Phase
  validate: Phase
  /** The two parts of `validate`: every check of each file, then the cross-page fact checks. */
  fileChecks: Phase
  factChecks: Phase
  render: Phase
  write: Phase
}

function timed<T>(run: () => T): [T, Phase] {
  const [started, cpu] = [performance.now(), process.cpuUsage()]
  const result = run()
  const { user, system } = process.cpuUsage(cpu)
  return [result, { ms: performance.now() - started, cpuMs: (user + system) / 1000 }]
}

/**
 * The build's own work, phase by phase, in this process: read and parse every file, validate
 * them all, render every page to HTML, write the files. Vite's bundling is not part of it.
 */
export function measurePhases(root: string, outDir: string): PhaseTimes {
  process.env.CONTENT_ROOT = root
  // As the build's content worker does; V8's flags are the process's, so the render's too.
  stopPretenuring()
  // Every file read up front (a build reads each as the validation comes to it), so that reading
  // and validating are timed apart; as in a build, no text is kept.
  const [files, load] = timed(() => readContent(root, undefined, undefined, false))
  const [{ issues, content, facts }, fileChecks] = timed(() => validateBeforeFacts(files))
  const [factIssues, factChecks] = timed(() => facts?.() ?? [])
  const problems = issues.length + factIssues.length
  if (!content || problems)
    throw new Error(`the generated content is invalid (${problems} problems)`)
  rememberContent(content, root)
  const validate = {
    ms: fileChecks.ms + factChecks.ms,
    cpuMs: fileChecks.cpuMs + factChecks.cpuMs,
  }
  const [html, render] = timed(() => content.pages.map((page) => renderPageHtml(content, page)))
  rmSync(outDir, { recursive: true, force: true })
  const [, write] = timed(() =>
    content.pages.forEach((page, i) => {
      const file = join(outDir, page.route, 'index.html')
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, html[i]!)
    }),
  )
  rmSync(outDir, { recursive: true, force: true })
  return { pages: content.pages.length, load, validate, fileChecks, factChecks, render, write }
}

// `tsx scripts/bench/phases.ts <content root> <scratch folder>` prints the phases as JSON.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  console.log(JSON.stringify(measurePhases(process.argv[2]!, process.argv[3]!)))
