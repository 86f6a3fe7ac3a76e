import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { liveHeapMarksIn, type LiveHeapMark } from '../../renderer/live-heap-marks'

export const GNU_TIME = '/usr/bin/time'
const VIKE = 'node_modules/vike/bin.js'

export interface BuildRun {
  seconds: number
  /** Peak resident memory of the build process (GNU time), when available. */
  peakMb?: number
  /** User + system CPU seconds (GNU time): far less disturbed by other work on the machine. */
  cpuSeconds?: number
  /** The part of `cpuSeconds` spent in the kernel (file writes, memory). */
  systemSeconds?: number
  /** The main thread's live heap at the page counts of BUILD_HEAP_MARKS, when asked for. */
  liveHeap: LiveHeapMark[]
}

/** `vike build` in its own process, with the given content root and output folder. */
export function timedBuild(
  env: { CONTENT_ROOT?: string; BUILD_OUT_DIR?: string; BUILD_HEAP_MARKS?: string } = {},
): BuildRun {
  const measure = existsSync(GNU_TIME)
  const [command, args] = measure
    ? [GNU_TIME, ['-f', 'peak-kb %M cpu %U %S', process.execPath, VIKE, 'build']]
    : [process.execPath, [VIKE, 'build']]
  const started = performance.now()
  const run = spawnSync(command, args, {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
  const seconds = (performance.now() - started) / 1000
  if (run.status !== 0) throw new Error(`vike build failed:\n${run.stderr.slice(-4000)}`)
  const liveHeap = liveHeapMarksIn(run.stderr)
  const usage = /peak-kb (\d+) cpu ([\d.]+) ([\d.]+)/.exec(run.stderr)
  if (!usage) return { seconds, liveHeap }
  return {
    seconds,
    liveHeap,
    peakMb: Number(usage[1]) / 1024,
    cpuSeconds: Number(usage[2]) + Number(usage[3]),
    systemSeconds: Number(usage[3]),
  }
}
