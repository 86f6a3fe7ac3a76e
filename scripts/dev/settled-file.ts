import { statSync } from 'node:fs'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Waits while a changed file reads empty: an editor (or a script) that saves by truncating and
 * then writing can be caught in between, and the watcher reports that change only once. Vite
 * waits the same way before reloading a module. A file that stays empty is reported as it is.
 */
export async function settledFile(file: string, { tries = 50, everyMs = 10 } = {}): Promise<void> {
  for (let i = 0; i < tries; i++) {
    try {
      if (statSync(file).size > 0) return
    } catch {
      return
    }
    await pause(everyMs)
  }
}
