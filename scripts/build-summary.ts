import { readdirSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { contentPhases, type ContentPhases } from './build/validated-content'
import { prerenderTime } from '../renderer/render-timing'

/** Every .html file under a folder. */
export function countPages(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'))
    .length
}

export function summaryLine(pages: number, seconds: number, outDir: string): string {
  return `Built ${pages} pages in ${seconds.toFixed(1)} s into ${outDir}/ (npm start serves it).`
}

const secondsOf = (ms: number) => `${(ms / 1000).toFixed(2)} s`

/** Where the build's time went, in the order of the README's diagram. */
export function phasesLine(content?: ContentPhases, prerender?: ReturnType<typeof prerenderTime>) {
  if (!content || !prerender) return undefined
  const phases = {
    'read+validate': content.readValidateMs,
    'fact checks': content.factsMs,
    render: prerender.renderMs,
    write: prerender.writeMs,
  }
  return `Phases: ${Object.entries(phases)
    .map(([phase, ms]) => `${phase} ${secondsOf(ms)}`)
    .join(', ')}`
}

const PRERENDER_NOISE = /pre-rendering HTML|HTML documents pre-rendered|^\S+\.html$/

/** Drops vike's line per prerendered file (it has no option to keep quiet); returns the undo. */
function mutePrerenderListing(): () => void {
  const log = console.log
  console.log = (...args: unknown[]) => {
    const text = args
      .map(String)
      .join(' ')
      .replace(/\x1b\[[0-9;]*m/g, '')
    if (!PRERENDER_NOISE.test(text)) log(...args)
  }
  return () => {
    console.log = log
  }
}

/**
 * A quiet build: Vite's per-file listing and timing notes are left out (only warnings and errors
 * are printed) and one line sums it up at the end. BUILD_VERBOSE=1 shows everything again.
 */
export function buildSummary(): Plugin {
  const started = performance.now()
  const verbose = Boolean(process.env.BUILD_VERBOSE)
  let unmute = () => {}
  return {
    name: 'build-summary',
    apply: 'build',
    config() {
      if (verbose) return
      unmute = mutePrerenderListing()
      return { logLevel: 'warn', build: { rolldownOptions: { checks: { pluginTimings: false } } } }
    },
    buildApp: {
      order: 'post',
      async handler(builder) {
        unmute()
        const { root, build } = builder.environments.client!.config
        const client = resolve(root, build.outDir)
        const seconds = (performance.now() - started) / 1000
        console.log(summaryLine(countPages(client), seconds, relative(root, client) || client))
        const phases = phasesLine(contentPhases(), prerenderTime())
        if (phases) console.log(phases)
      },
    },
  }
}
