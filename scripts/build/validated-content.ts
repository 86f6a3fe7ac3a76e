import { rememberContent } from '../../content-engine/cache'
import { ContentError } from '../../content-engine/issues'
import { checkFacts, checkFiles, contentRoot, readContent } from '../../content-engine/load'
import { processWide } from '../../lib/process-wide'

/** How long the build took to read and validate its content, and to run the fact checks. */
export interface ContentPhases {
  readValidateMs: number
  factsMs: number
}

// Once per build: its plugin's buildStart runs for each environment (client, server), and `vike
// build` loads the Vite config once per step, each load with its own copy of this module.
const done: Partial<ContentPhases> = processWide('site-build.content-phases', () => ({}))

/**
 * Reads, validates and fact-checks the whole site once per build, before anything is bundled or
 * written: the pages are then rendered from the content store. Throws every problem at once.
 */
export function validateForBuild(root = contentRoot()): void {
  if (done.factsMs !== undefined) return
  const start = performance.now()
  const checked = checkFiles(readContent(root))
  const validated = performance.now()
  const { content, issues } = checkFacts(checked)
  done.readValidateMs = validated - start
  done.factsMs = performance.now() - validated
  if (!content) throw new ContentError(issues)
  rememberContent(content, root)
}

export const contentPhases = (): ContentPhases | undefined =>
  done.factsMs === undefined ? undefined : (done as ContentPhases)
