import { parse } from 'yaml'
import { checkDraft, contentIssues } from '../../content-engine/cache'
import { formatIssue, type ContentIssue } from '../../content-engine/issues'
import type { DraftIssue } from '../api'
import { patchYaml } from '../yaml/patch-yaml'
import { pathAtPosition } from './issue-paths'
import { RequestError } from './request-error'

/** The file's text with the draft's values: the YAML edited in place. */
export function draftText(file: string, disk: string, data: unknown): string {
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new RequestError(400, `The draft of ${file} must be a page object.`)
  try {
    return patchYaml(disk, data)
  } catch (error) {
    throw new RequestError(
      422,
      `The draft of ${file} cannot be written: ${(error as Error).message}`,
    )
  }
}

type Path = (string | number)[]
const MISSING = /^missing required property "([^"]+)"/
const isObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The draft's data, parsed once for all of its problems. */
let last: { text: string; data: unknown } | undefined
function parsed(text: string): unknown {
  if (last?.text !== text) last = { text, data: parse(text) as unknown }
  return last.data
}

/**
 * A missing property's problem belongs under the field to fill in: the checks place it on the
 * object, whose first field is at the same position.
 */
function missingField(path: Path, message: string, text: string): Path {
  const name = MISSING.exec(message)?.[1]
  if (!name || path.length === 0) return path
  const data = parsed(text)
  const at = (p: Path) =>
    p.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data)
  const lacks = (value: unknown) => isObject(value) && !(name in value)
  if (lacks(at(path))) return [...path, name]
  const parent = path.slice(0, -1)
  return typeof path.at(-1) === 'string' && lacks(at(parent)) ? [...parent, name] : path
}

/** An issue in the editor's terms: its words as `npm run check` prints them and the field it is on. */
export function draftIssue(issue: ContentIssue, file: string, text: string): DraftIssue {
  const path =
    issue.file === file
      ? missingField(pathAtPosition(text, issue.line, issue.col), issue.message, text)
      : []
  return {
    message: issue.message,
    text: formatIssue(issue),
    line: issue.line,
    col: issue.col,
    path,
  }
}

/**
 * The problems `npm run check` would report if `file` held `text`: the file's own, and those the
 * draft causes in other files (problems other files already have are not the draft's).
 */
export function issuesOfDraft(root: string, file: string, text: string): DraftIssue[] {
  const before = new Set(contentIssues(root).map(formatIssue))
  return checkDraft(file, text, root)
    .filter((issue) => issue.file === file || !before.has(formatIssue(issue)))
    .map((issue) => draftIssue(issue, file, text))
}
