import { Hono, type Context } from 'hono'
import { createTwoFilesPatch } from 'diff'
import { contentChanged } from '../../content-engine/cache'
import type { CheckAnswer, DiffAnswer, PreviewAnswer, SaveAnswer } from '../api'
import { draftText, issuesOfDraft } from './draft'
import { jsonBody } from './json-body'
import { readPageText, versionOf, writeAtomically } from './page-files'
import { previewHtml } from './preview'
import { pageFile } from './read-routes'
import { editablePath } from './safe-path'

/** The draft of a request: its file, the text on disk and the text it would save. */
async function draftOf(root: string, c: Context) {
  const body = await jsonBody(c)
  const absolute = editablePath(root, body.file)
  const file = body.file as string
  const disk = readPageText(absolute, file)
  return { body, file, absolute, disk, text: draftText(file, disk, body.data) }
}

/** The routes that work on a draft: check, preview, diff and save. */
export function draftRoutes(root: string): Hono {
  const routes = new Hono()
  routes
    .post('/check', async (c) => {
      const { file, text } = await draftOf(root, c)
      return c.json({ text, issues: issuesOfDraft(root, file, text) } satisfies CheckAnswer)
    })
    .post('/preview', async (c) => {
      const { file, text } = await draftOf(root, c)
      return c.json({ html: previewHtml(root, file, text) } satisfies PreviewAnswer)
    })
    .post('/diff', async (c) => {
      const { file, disk, text } = await draftOf(root, c)
      const diff = createTwoFilesPatch(`a/${file}`, `b/${file}`, disk, text, '', '')
      return c.json({ diff: disk === text ? '' : diff, text } satisfies DiffAnswer)
    })
    .post('/save', async (c) => {
      const { body, file, absolute, disk, text } = await draftOf(root, c)
      if (body.version !== versionOf(disk)) {
        const answer: SaveAnswer = {
          saved: false,
          reason: 'conflict',
          disk: pageFile(root, file),
          mine: text,
        }
        return c.json(answer)
      }
      const issues = issuesOfDraft(root, file, text)
      if (issues.length > 0)
        return c.json({ saved: false, reason: 'issues', issues } satisfies SaveAnswer)
      if (text !== disk) {
        writeAtomically(absolute, text)
        contentChanged(absolute, root)
      }
      return c.json({ saved: true, version: versionOf(text) } satisfies SaveAnswer)
    })
  return routes
}
