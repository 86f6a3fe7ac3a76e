import type { PrerenderContext } from 'vike/types'
import { scanPrerendered } from '../content-engine/facts/placeholders'
import { keptAfterRender, type RenderedPageContext } from './prerender-contexts'

type Output = PrerenderContext['output']
type OutputFile = Output[number]

/**
 * vike keeps every prerendered file's content (the whole HTML of each page) in
 * `prerenderContext.output` and on the page's context until the build ends, though it writes
 * the file as soon as it has it: that content grows the build's memory by the size of the whole
 * site. No vike setting lets it go, and nothing in this build reads it back, so from now on each
 * file of the output keeps its path and type, an empty content and, for an HTML file, a small
 * copy of what vike reads of the page's context once the page is written. vike writes the file
 * from its own copy of the content, after handing the entry to `output.push`. Each page's HTML
 * is looked at for unfinished text before it is let go.
 */
export function dropContentOfWrittenFiles(output: Output) {
  const push = output.push.bind(output)
  output.push = (...files: OutputFile[]) => {
    for (const file of files) {
      if (file.fileType === 'HTML') scanPrerendered(file.filePath, file.fileContent)
      file.fileContent = ''
      const result = (file.pageContext as RenderedPageContext)._prerenderResult
      if (result) result.fileContent = ''
      if (file.fileType === 'HTML')
        file.pageContext = keptAfterRender(file.pageContext) as OutputFile['pageContext']
    }
    return push(...files)
  }
}

/** Calls `then` with the count of HTML files written before and after each push to the output. */
function onWritten(output: Output, then: (before: number, written: number) => void) {
  let written = 0
  const push = output.push.bind(output)
  output.push = (...files: OutputFile[]) => {
    const before = written
    written += files.filter((file) => file.fileType === 'HTML').length
    if (written > before) then(before, written)
    return push(...files)
  }
}

/** Calls `then` once, when the prerender has written `pages` HTML files. */
export function afterPages(output: Output, pages: number, then: () => void) {
  onWritten(output, (before, written) => {
    if (before < pages && written >= pages) then()
  })
}

/** Calls `then` each time the prerender has written an HTML file. */
export function afterEachPage(output: Output, then: () => void) {
  onWritten(output, () => then())
}
