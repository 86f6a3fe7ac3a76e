import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { PrerenderContext } from 'vike/types'
import { forgetPrerendered, formatLeaks, leaksInBuild } from '../content-engine/facts/placeholders'
import { afterEachPage, afterPages, dropContentOfWrittenFiles } from './prerender-output'

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

  it('keeps of a page’s context what vike reads once the page is written, not the context', () => {
    const output: Output = []
    dropContentOfWrittenFiles(output)
    const page = writtenPage('<p>Chicago</p>')
    const pageContext = Object.assign(page.pageContext, { contentPage: { route: '/chicago' } })
    output.push(page)
    expect(output[0]!.pageContext).not.toBe(pageContext)
    expect(output[0]!.pageContext).not.toHaveProperty('contentPage')
    expect(output[0]!.pageContext).toEqual({
      urlOriginal: '/chicago',
      pageId: '/pages/content',
      is404: false,
      _prerenderResult: { filePath: 'dist/client/chicago/index.html', fileContent: '' },
    })
  })
})

describe('a number of pages prerendered', () => {
  it('is told once, when that many HTML files have been written', () => {
    const output: Output = []
    const told: number[] = []
    afterPages(output, 2, () => told.push(output.length))
    const json = { ...writtenPage(''), fileType: 'JSON' as const }
    output.push(writtenPage('<p>1</p>'), json)
    expect(told).toEqual([])
    output.push(writtenPage('<p>2</p>'))
    output.push(writtenPage('<p>3</p>'))
    expect(told).toEqual([2])
  })

  it('is told after each push that holds an HTML file, before the files are in the output', () => {
    const output: Output = []
    const told: number[] = []
    afterEachPage(output, () => told.push(output.length))
    const json = { ...writtenPage(''), fileType: 'JSON' as const }
    output.push(writtenPage('<p>1</p>'), json)
    output.push(json)
    output.push(writtenPage('<p>2</p>'))
    expect(told).toEqual([0, 3])
  })
})

describe('unfinished text in prerendered pages', () => {
  it('is found in the HTML as it is written, and in files the prerender did not write', () => {
    const dir = mkdtempSync(join(tmpdir(), 'prerendered-'))
    mkdirSync(join(dir, 'chicago'))
    // On disk, as vike writes it; the scan sees the HTML it pushes.
    writeFileSync(join(dir, 'chicago/index.html'), '<p>Chicago</p>')
    writeFileSync(join(dir, 'public-page.html'), '<p>\nTBD</p>')
    forgetPrerendered()
    const output: Output = []
    dropContentOfWrittenFiles(output)
    output.push({
      ...writtenPage('<h1>\n\nHomes in {city}</h1>'),
      filePath: join(dir, 'chicago/index.html'),
    })
    expect(formatLeaks(leaksInBuild(dir))).toBe(
      [
        'chicago/index.html:3  "{city}" reached the built page: fill it in the content',
        'public-page.html:2  "TBD" reached the built page: fill it in the content',
      ].join('\n'),
    )
    forgetPrerendered()
    expect(leaksInBuild(dir).map(({ file }) => file)).toEqual(['public-page.html'])
  })
})
