import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { createTwoFilesPatch } from 'diff'
import type { GitStatus } from '../api'
import { RequestError } from './request-error'

const run = promisify(execFile)

/** The only folders the editor shows and commits. */
const TRACKED = ['content', 'public']

const git = async (root: string, args: string[]) =>
  (await run('git', args, { cwd: root, maxBuffer: 64 * 1024 * 1024 })).stdout

async function isRepository(root: string): Promise<boolean> {
  try {
    return (await git(root, ['rev-parse', '--is-inside-work-tree'])).trim() === 'true'
  } catch {
    return false
  }
}

/** Paths git prints are from the repository's top; the editor's are from the project root. */
const fromRoot = (prefix: string, path: string) =>
  path.startsWith(prefix) ? path.slice(prefix.length) : path

/** `git status` of content/ and public/: each changed file and its two-letter status. */
async function changedFiles(root: string) {
  const prefix = (await git(root, ['rev-parse', '--show-prefix'])).trim()
  const out = await git(root, [
    'status',
    '--porcelain=v1',
    '-z',
    '--untracked-files=all',
    '--',
    ...TRACKED,
  ])
  const records = out.split('\0').filter(Boolean)
  const files: { path: string; status: string }[] = []
  for (let i = 0; i < records.length; i++) {
    const record = records[i]!
    const status = record.slice(0, 2)
    files.push({ path: fromRoot(prefix, record.slice(3)), status: status.trim() })
    if (status.startsWith('R') || status.startsWith('C')) i++ // the old name follows a rename
  }
  return files
}

/** Untracked files have no diff in `git diff`: theirs is made against nothing. */
function newFileDiff(root: string, path: string): string {
  let text: string
  try {
    text = readFileSync(join(root, path), 'utf8')
  } catch {
    return ''
  }
  if (text.includes('\0')) return `Binary file ${path} added\n`
  return createTwoFilesPatch('/dev/null', `b/${path}`, '', text, '', '')
}

export async function gitStatus(root: string): Promise<GitStatus> {
  if (!(await isRepository(root))) return { repository: false, files: [], diff: '' }
  const files = await changedFiles(root)
  const tracked = await git(root, ['diff', '--relative', 'HEAD', '--', ...TRACKED]).catch(() => '')
  const untracked = files
    .filter((file) => file.status === '??')
    .map((file) => newFileDiff(root, file.path))
  return { repository: true, files, diff: [tracked, ...untracked].join('') }
}

/** Commits every change under content/ and public/, and nothing else, with `message`. */
export async function gitCommit(root: string, message: unknown): Promise<string> {
  if (typeof message !== 'string' || message.trim() === '')
    throw new RequestError(400, 'Write a commit message: what changed and why.')
  if (!(await isRepository(root)))
    throw new RequestError(409, 'The project is not a git repository.')
  if ((await changedFiles(root)).length === 0)
    throw new RequestError(409, 'Nothing to commit: content/ and public/ are as last committed.')
  await git(root, ['add', '--all', '--', ...TRACKED])
  try {
    await git(root, ['commit', '--only', '--quiet', '--message', message.trim(), '--', ...TRACKED])
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim()
    throw new RequestError(409, `git could not commit: ${stderr || (error as Error).message}`)
  }
  return (await git(root, ['rev-parse', 'HEAD'])).trim()
}
