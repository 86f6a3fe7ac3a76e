import type { DraftIssue } from '../../api'
import { fieldId } from '../forms/issue-paths'

/** Where an issue's field is: which block (or the page's meta) and the field's id in its form. */
export function issueTarget(
  issue: DraftIssue,
  keys: string[],
): { select: string; prefix: string; path: (string | number)[] } | undefined {
  const [section, index, ...rest] = issue.path
  if (section === 'meta') return { select: 'meta', prefix: 'meta', path: issue.path.slice(1) }
  if (section !== 'blocks' || index === undefined) return undefined
  const key = keys[Number(index)]
  return key ? { select: key, prefix: `block-${key}`, path: rest } : undefined
}

/** Focuses the field at `path`, or the nearest enclosing field the form shows. */
export function focusField(prefix: string, path: (string | number)[]) {
  for (let length = path.length; length >= 0; length--) {
    const element = document.getElementById(fieldId(prefix, path.slice(0, length)))
    if (!element) continue
    element.scrollIntoView({ block: 'center' })
    element.focus()
    return
  }
}
