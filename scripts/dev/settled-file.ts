import { statSync } from 'node:fs'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The file's size and time of change, or '' while it is empty; undefined once it is gone. */
function stamp(file: string): string | undefined {
  try {
    const { size, mtimeMs } = statSync(file)
    return size > 0 ? `${size} ${mtimeMs}` : ''
  } catch {
    return undefined
  }
}

/**
 * Waits until a changed file is fully written: not empty, and the same size and time of change
 * twice `everyMs` apart. An editor (or a script) that saves by truncating and then writing can be
 * caught in between, and a large file can be read half-written, while the watcher may report the
 * whole save as one change. Vite waits the same way before reloading a module. A file that stays
 * empty, or keeps changing, is reported as it is after `tries` looks.
 */
export async function settledFile(file: string, { tries = 50, everyMs = 10 } = {}): Promise<void> {
  let last = stamp(file)
  for (let i = 0; i < tries && last !== undefined; i++) {
    await pause(everyMs)
    const now = stamp(file)
    if (now && now === last) return
    last = now
  }
}
