import { existsSync } from 'node:fs'
import type { ContentAnswers } from '../../content-engine/build-content'
import type { ContentIssue } from '../../content-engine/issues'
import type { SiteContent } from '../../content-engine/content-types'
import { setAsidePreviousBuild, viteEmpties, type PreviousBuild } from './previous-output'

/** The content has problems: the build stops, and its output is as it was before the build. */
export class ContentProblems extends Error {
  constructor(readonly issues: ContentIssue[]) {
    super(`${issues.length} problems in the content`)
  }
}

interface Output {
  root: string
  /** The build's output folder (absolute), holding client/. */
  outDir: string
  clientOut: string
  emptyOutDir?: boolean | null
}

/**
 * When a build waits for its content, which a worker validates while Vite bundles: the client's
 * files are written and the server bundled before the content is needed, and the pages are
 * written while the fact checks run, the previous build set aside meanwhile. Where it cannot be
 * set aside (Vite writes over what is there), the client waits for every answer. Each step throws
 * `ContentProblems` on problems, once the previous build is back.
 */
export function contentGate(start: () => ContentAnswers) {
  let previous: PreviousBuild | undefined
  let clientOut: string | undefined
  let factIssues: Promise<ContentIssue[]> | undefined
  let serverSeen = false
  const fail = (issues: ContentIssue[]): never => {
    previous?.restore()
    previous = undefined
    throw new ContentProblems(issues)
  }
  const validContent = async () => {
    const { content, issues } = await start().content
    return content ?? fail(issues)
  }
  return {
    /** Before the client's files are written. */
    async clientBundled(output: Output): Promise<void> {
      const answer = start().answered
      if (answer && !answer.content) fail(answer.issues)
      const { root, outDir, emptyOutDir } = output
      clientOut = output.clientOut
      const movable = viteEmpties(root, clientOut, emptyOutDir) || !existsSync(clientOut)
      previous = movable ? setAsidePreviousBuild(outDir) : undefined
      if (previous) return
      await validContent()
      const issues = await start().facts
      if (issues.length > 0) fail(issues)
    },
    /**
     * Once the server is bundled, the first time after the client's files were written: the
     * valid content, when it comes, and the client's folder.
     */
    async serverBundled(): Promise<{ content: SiteContent; clientOut: string } | undefined> {
      if (!clientOut || serverSeen) return undefined
      serverSeen = true
      const content = await validContent()
      // The previous build goes as soon as the fact checks pass; `built` reports their problems.
      factIssues = start().facts.then((issues) => {
        if (issues.length === 0) previous?.discard()
        return issues
      })
      factIssues.catch(() => undefined)
      return { content, clientOut }
    },
    /** Once the pages are written, before the build ends. */
    async built(): Promise<void> {
      const issues = (await factIssues) ?? []
      if (issues.length > 0) fail(issues)
    },
  }
}
