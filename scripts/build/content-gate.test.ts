import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ContentAnswers } from '../../content-engine/build-content'
import type { ContentIssue } from '../../content-engine/issues'
import type { ValidatedContent } from '../../content-engine/load'
import type { SiteContent } from '../../content-engine/content-types'
import { ContentProblems, contentGate } from './content-gate'
import { previousBuildsRemoved } from './previous-output'

const issue = { file: 'content/pages/tampa.yaml', line: 3, col: 5, where: '', message: 'wrong' }
const valid: ValidatedContent = { content: { pages: [] } as unknown as SiteContent, issues: [] }
const invalid: ValidatedContent = { issues: [issue] }

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((settle) => (resolve = settle))
  return { promise, resolve }
}

/** A project holding a previous build, and a worker that answers when told to. */
function project() {
  const root = mkdtempSync(join(tmpdir(), 'content-gate-'))
  const outDir = join(root, 'dist')
  const clientOut = join(outDir, 'client')
  mkdirSync(clientOut, { recursive: true })
  writeFileSync(join(clientOut, 'index.html'), 'the previous build')
  writeFileSync(join(outDir, 'assets.json'), 'the previous assets')
  const content = deferred<ValidatedContent>()
  const facts = deferred<ContentIssue[]>()
  const answers: ContentAnswers = { content: content.promise, facts: facts.promise }
  const answer = (result: ValidatedContent) => content.resolve((answers.answered = result))
  const gate = contentGate(() => answers)
  /** What the new build writes, step by step. */
  const write = (file: string, text: string) => {
    mkdirSync(join(file, '..'), { recursive: true })
    writeFileSync(file, text)
  }
  const writeClient = () => write(join(clientOut, 'index.html'), 'the new build')
  const writeServer = () => {
    write(join(outDir, 'server', 'entry.mjs'), 'new')
    write(join(outDir, 'assets.json'), 'the new assets')
  }
  const previousIsBack = () => {
    expect(readdirSync(outDir).sort()).toEqual(['assets.json', 'client'])
    expect(readdirSync(clientOut)).toEqual(['index.html'])
    expect(readFileSync(join(clientOut, 'index.html'), 'utf8')).toBe('the previous build')
    expect(readFileSync(join(outDir, 'assets.json'), 'utf8')).toBe('the previous assets')
  }
  const output = { root, outDir, clientOut }
  return { output, gate, answer, facts, writeClient, writeServer, previousIsBack, outDir }
}

describe('a build waiting for its content', () => {
  it('puts the previous build back when the content, answered late, has problems', async () => {
    const { output, gate, answer, writeClient, previousIsBack, outDir } = project()
    await gate.clientBundled(output)
    expect(readdirSync(outDir).filter((name) => !name.startsWith('.'))).toEqual([])
    writeClient()
    const server = gate.serverBundled()
    answer(invalid)
    await expect(server).rejects.toHaveProperty('issues', [issue])
    previousIsBack()
  })

  it('puts it back when the fact checks find problems once the pages are written', async () => {
    const { output, gate, answer, facts, writeClient, writeServer, previousIsBack } = project()
    await gate.clientBundled(output)
    writeClient()
    answer(valid)
    expect(await gate.serverBundled()).toEqual({
      content: valid.content,
      clientOut: output.clientOut,
    })
    writeServer()
    facts.resolve([issue])
    await expect(gate.built()).rejects.toEqual(new ContentProblems([issue]))
    previousIsBack()
  })

  it('removes the previous build once the fact checks pass', async () => {
    const { output, gate, answer, facts, writeClient, writeServer, outDir } = project()
    await gate.clientBundled(output)
    writeClient()
    answer(valid)
    await gate.serverBundled()
    writeServer()
    facts.resolve([])
    await gate.built()
    await previousBuildsRemoved()
    expect(readdirSync(outDir).sort()).toEqual(['assets.json', 'client', 'server'])
    expect(readFileSync(join(output.clientOut, 'index.html'), 'utf8')).toBe('the new build')
    expect(await gate.serverBundled()).toBeUndefined()
  })

  it('stops before moving anything when the answer with problems is already in', async () => {
    const { output, gate, answer, previousIsBack } = project()
    answer(invalid)
    await expect(gate.clientBundled(output)).rejects.toBeInstanceOf(ContentProblems)
    previousIsBack()
  })

  it('waits for every answer before the client is written where Vite writes over the files', async () => {
    const { output, gate, answer, facts, previousIsBack } = project()
    // Outside the project's root: Vite does not empty it.
    const outside = { ...output, root: join(output.root, 'elsewhere') }
    let done = false
    const clientBundled = gate.clientBundled(outside).finally(() => (done = true))
    answer(valid)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(done).toBe(false)
    facts.resolve([issue])
    await expect(clientBundled).rejects.toBeInstanceOf(ContentProblems)
    previousIsBack()
  })
})
