import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

/**
 * A full garbage collection, now. V8 gives its `gc` function only to contexts made once the
 * `--expose-gc` flag is set; setting it at run time spares the build a flag on its command line.
 */
export function collectGarbage() {
  setFlagsFromString('--expose-gc')
  const gc = runInNewContext('gc') as () => void
  gc()
}
