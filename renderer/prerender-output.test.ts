import { describe, expect, it } from 'vitest'
import type { PrerenderContext } from 'vike/types'
import { dropContentOfWrittenFiles } from './prerender-output'

type Output = PrerenderContext['output']

function writtenPage(html: string) {
  const pageContext = { urlOriginal: '/chicago', pageId: '/pages/content', is404: false }
  const filePath = 'dist/client/chicago/index.html'
  Object.assign(pageContext, { _prerenderResult: { filePath, fileContent: html } })
  return { filePath, fileType: 'HTML' as const, fileContent: html, pageContext }
}

describe('prerender output', () => {
  it('keeps each written file but not its HTML, anywhere vike put it', () => {
    const output: Output = []
    dropContentOfWrittenFiles(output)
    const html = '<!DOCTYPE html><html><body>Chicago</body></html>'
    const page = writtenPage(html)
    expect(output.push(page)).toBe(1)
    expect(output).toHaveLength(1)
    expect(output[0]).toMatchObject({
      filePath: 'dist/client/chicago/index.html',
      fileType: 'HTML',
      pageContext: { urlOriginal: '/chicago' },
    })
    expect(JSON.stringify(output)).not.toContain('Chicago</body>')
  })
})
