import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { BUILD_INTERRUPT_BUDGET, interruptBudget } from './jit-budget'

const MODULE = fileURLToPath(new URL('./jit-budget.ts', import.meta.url))

// Calls a small function until V8 has optimised it and prints how many calls that took, after
// `tuneJitForBuild` (at the start, as the Vite config does) and, when asked, `restoreJitBudget`.
// Synchronous compilation makes the count exact; V8's test-only %GetOptimizationStatus (bit 16:
// optimised) tells when.
const probe = (restore: boolean) => `
const { restoreJitBudget, tuneJitForBuild } = await import(${JSON.stringify(MODULE)})
tuneJitForBuild()
${restore ? 'await restoreJitBudget()' : ''}
function hot(n) { let s = 0; for (let i = 0; i < 20; i++) s += (i * n) % 7; return s }
let calls = 0
while (!(%GetOptimizationStatus(hot) & 16) && calls < 1e7) hot(calls++)
console.log(calls)
`

function callsUntilOptimised(budget: string | undefined, restore = false): number {
  const env = { ...process.env, BUILD_INTERRUPT_BUDGET: budget }
  if (budget === undefined) delete env.BUILD_INTERRUPT_BUDGET
  const flags = ['--allow-natives-syntax', '--no-concurrent-recompilation', '--import', 'tsx']
  const code = probe(restore)
  const out = execFileSync(process.execPath, [...flags, '--input-type=module', '-e', code], {
    env,
    encoding: 'utf8',
  })
  return Number(out.trim())
}

describe('the build’s interrupt budget', () => {
  it('is this project’s unless BUILD_INTERRUPT_BUDGET says otherwise; 0 keeps V8’s', () => {
    expect(interruptBudget({})).toBe(BUILD_INTERRUPT_BUDGET)
    expect(interruptBudget({ BUILD_INTERRUPT_BUDGET: '' })).toBe(BUILD_INTERRUPT_BUDGET)
    expect(interruptBudget({ BUILD_INTERRUPT_BUDGET: '500000' })).toBe(500_000)
    expect(interruptBudget({ BUILD_INTERRUPT_BUDGET: '0' })).toBeUndefined()
    expect(() => interruptBudget({ BUILD_INTERRUPT_BUDGET: 'lots' })).toThrow(
      'BUILD_INTERRUPT_BUDGET must be a whole number of bytes, not "lots"',
    )
  })

  it('reaches V8 when set at run time, and V8’s own comes back when restored', () => {
    const v8Default = callsUntilOptimised('0')
    const tuned = callsUntilOptimised(undefined)
    const doubled = callsUntilOptimised(String(2 * BUILD_INTERRUPT_BUDGET))
    const restored = callsUntilOptimised(undefined, true)
    expect(v8Default).toBeGreaterThan(0)
    // V8's default in Node 20 is 67,584: the project's budget is about 3.7 times that.
    expect(tuned / v8Default).toBeGreaterThan(2.5)
    expect(doubled / tuned).toBeGreaterThan(1.6)
    expect(restored).toBe(v8Default)
  }, 30_000)
})
