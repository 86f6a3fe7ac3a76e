import { execFile } from 'node:child_process'
import { setFlagsFromString } from 'node:v8'
import { processWide } from '../process-wide'

/**
 * V8's interrupt budget for a build: how much bytecode a function runs before V8 weighs compiling
 * it with its optimising compiler. V8's default (67,584 in Node 20) suits a long-lived process. A
 * build's first seconds run much one-off code (Vite, Tailwind, vike, the content checks), on
 * threads that keep every core busy, and the optimising compiler, on threads of its own, took a
 * quarter of a 1,058-page build's CPU time on two cores: a larger budget leaves it the code that
 * runs longest.
 */
export const BUILD_INTERRUPT_BUDGET = 250_000

/**
 * Pages prerendered before V8's own budget is restored: a long prerender is a few hot functions
 * run for every page, which V8's default serves better (10,058 pages built slower with the larger
 * budget throughout).
 */
export const PAGES_WITH_BUILD_BUDGET = 1_500

/** The budget to set: BUILD_INTERRUPT_BUDGET when set (0 keeps V8's own), else this project's. */
export function interruptBudget(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const asked = env.BUILD_INTERRUPT_BUDGET
  if (asked === undefined || asked === '') return BUILD_INTERRUPT_BUDGET
  const budget = Number(asked)
  if (!Number.isInteger(budget) || budget < 0)
    throw new Error(`BUILD_INTERRUPT_BUDGET must be a whole number of bytes, not "${asked}"`)
  return budget === 0 ? undefined : budget
}

/** V8's own budget in this Node, as `node --v8-options` prints it; undefined if it cannot tell. */
const v8Budget = () =>
  new Promise<number | undefined>((resolve) =>
    execFile(process.execPath, ['--v8-options'], (error, out) => {
      const budget = Number(/--interrupt-budget=(\d+)/.exec(error ? '' : out)?.[1])
      resolve(budget > 0 ? budget : undefined)
    }),
  )

/** Whether this process raised the budget, and the putting back of V8's, once begun. */
const state = processWide('site-build.jit-budget', () => ({
  raised: false,
  restored: undefined as Promise<void> | undefined,
}))

/** Sets the build's budget for this process (worker threads included), once. */
export function tuneJitForBuild(env: NodeJS.ProcessEnv = process.env) {
  const budget = interruptBudget(env)
  if (budget === undefined || state.raised) return
  state.raised = true
  setFlagsFromString(`--interrupt-budget=${budget}`)
}

/** Puts V8's own budget back, once, if this process raised it; a build raises it only once. */
export function restoreJitBudget(): Promise<void> {
  if (!state.raised) return Promise.resolve()
  return (state.restored ??= v8Budget().then((v8) => {
    if (v8) setFlagsFromString(`--interrupt-budget=${v8}`)
  }))
}
