import { cpSync, mkdtempSync, realpathSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { onTestFinished } from 'vitest'
import { editorApi } from './app'

export const ORIGIN = 'http://127.0.0.1:5173'

/** A throw-away copy of the project's content/ and public/, removed when the test ends. */
export function contentCopy(): string {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'editor-')))
  for (const folder of ['content', 'public'])
    cpSync(folder, join(root, folder), { recursive: true })
  onTestFinished(() => rmSync(root, { recursive: true, force: true }))
  return root
}

/** The editor's API over `root`, asked as the browser app asks it. */
export function editorClient(root: string) {
  const app = editorApi({ root, allowedOrigins: () => [ORIGIN] })
  const answer = async (response: Response) => ({
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & { error?: string },
  })
  return {
    get: async (path: string, headers: Record<string, string> = {}) =>
      answer(await app.request(`/_edit/api${path}`, { headers })),
    post: async (path: string, body: unknown, origin: string | null = ORIGIN) =>
      answer(
        await app.request(`/_edit/api${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(origin ? { Origin: origin } : {}) },
          body: JSON.stringify(body),
        }),
      ),
  }
}
