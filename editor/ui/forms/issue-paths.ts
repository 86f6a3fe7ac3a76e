import type { ErrorSchema } from '@rjsf/utils'
import type { DraftIssue } from '../../api'

/** The separator of rjsf's field ids (its default): `root_items_0_answer`. */
const SEPARATOR = '_'

/** The id rjsf gives the field at `path` inside a form whose id prefix is `prefix`. */
export const fieldId = (prefix: string, path: readonly (string | number)[]): string =>
  [prefix, ...path].join(SEPARATOR)

/** The issues as rjsf's error schema: each message under the field its path names. */
export function errorSchemaOf(
  issues: readonly { path: readonly (string | number)[]; message: string }[],
): ErrorSchema {
  const root: Record<string, unknown> = {}
  for (const issue of issues) {
    let node = root
    for (const key of issue.path) {
      const next = (node[String(key)] ??= {}) as Record<string, unknown>
      node = next
    }
    ;((node.__errors ??= []) as string[]).push(issue.message)
  }
  return root as ErrorSchema
}

/** The issues under `prefix` (e.g. ['blocks', 2]), their paths made relative to it. */
export function issuesUnder(
  issues: readonly DraftIssue[],
  prefix: readonly (string | number)[],
): DraftIssue[] {
  return issues
    .filter((issue) => prefix.every((key, index) => String(issue.path[index]) === String(key)))
    .map((issue) => ({ ...issue, path: issue.path.slice(prefix.length) }))
}
