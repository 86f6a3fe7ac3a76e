import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

let collect: (() => void) | undefined

/**
 * A full garbage collection now. Reading and validating a big site leaves far more garbage than
 * the content it keeps, and V8 would carry it through the bundling that follows (whose native
 * memory it does not see): collecting it at once lowers the build's peak memory. The collector is
 * reached as Node exposes it with `--expose-gc`, in a context of its own.
 */
export function collectGarbage() {
  if (!collect) {
    setFlagsFromString('--expose-gc')
    collect = runInNewContext('gc') as () => void
  }
  collect()
}
