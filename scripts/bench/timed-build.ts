import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { peakTreeMemory } from './tree-memory'

const GNU_TIME = '/usr/bin/time'
const BUILD = 'scripts/build.js'

/** The phases the build prints after its summary line, in their order. */
export const PHASES = ['read+validate', 'fact checks', 'render', 'write'] as const
export type PhaseName = (typeof PHASES)[number]

export interface BuildRun {
  seconds: number
  /** Pages the build says it wrote (its summary line). */
  pages: number
  /** Largest resident memory of the build's process tree, summed over its processes, in MB. */
  peakMb?: number
  /** User + system CPU seconds (GNU time): far less disturbed by other work on the machine. */
  cpuSeconds?: number
  /** Seconds of each phase, from the build's "Phases:" line; none when it prints none. */
  phases: Partial<Record<PhaseName, number>>
}

/** `Built 1058 pages in 9.1 s into …`: the page count. */
const SUMMARY = /^Built (\d+) pages in /m
/** `Phases: read+validate 0.52 s, fact checks 0.31 s, render 3.10 s, write 0.80 s` */
const PHASES_LINE = /^Phases: (.+)$/m

export function phasesIn(output: string): BuildRun['phases'] {
  const line = PHASES_LINE.exec(output)?.[1] ?? ''
  const phases: BuildRun['phases'] = {}
  for (const [, name, seconds] of line.matchAll(/([a-z+ ]+?) ([\d.]+) s(?:,\s*|$)/g))
    if ((PHASES as readonly string[]).includes(name!)) phases[name as PhaseName] = Number(seconds)
  return phases
}

/** The build (`npm run build`) in its own process, with the given environment. */
export async function timedBuild(
  env: { CONTENT_ROOT?: string; BUILD_OUT_DIR?: string } = {},
): Promise<BuildRun> {
  const measureCpu = existsSync(GNU_TIME)
  const build = [process.execPath, BUILD]
  const [command, ...args] = measureCpu ? [GNU_TIME, '-f', 'cpu %U %S', ...build] : build
  const started = performance.now()
  const child = spawn(command!, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const memory = peakTreeMemory(child.pid!)
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const status = await new Promise<number | null>((done) => child.on('close', done))
  const seconds = (performance.now() - started) / 1000
  const peakBytes = memory.stop()
  if (status !== 0) throw new Error(`the build failed:\n${output.slice(-4000)}`)
  const pages = Number(SUMMARY.exec(output)?.[1] ?? NaN)
  const cpu = /^cpu ([\d.]+) ([\d.]+)$/m.exec(output)
  return {
    seconds,
    pages,
    peakMb: peakBytes ? peakBytes / 2 ** 20 : undefined,
    cpuSeconds: cpu ? Number(cpu[1]) + Number(cpu[2]) : undefined,
    phases: phasesIn(output),
  }
}
