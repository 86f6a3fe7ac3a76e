/** One problem found in the content, with the position of the offending YAML node. */
export interface ContentIssue {
  file: string
  line: number
  col: number
  /** Where in the document, e.g. `blocks[3] (faq) › items[2]`; empty for the whole file. */
  where: string
  message: string
}

export function formatIssue(issue: ContentIssue): string {
  const where = issue.where ? `${issue.where}: ` : ''
  return `${issue.file}:${issue.line}:${issue.col}  ${where}${issue.message}`
}

export function formatIssues(issues: ContentIssue[]): string {
  const sorted = [...issues].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col,
  )
  const count = `${issues.length} problem${issues.length === 1 ? '' : 's'} in the content`
  return [...sorted.map(formatIssue), '', count].join('\n')
}

export class ContentError extends Error {
  constructor(readonly issues: ContentIssue[]) {
    super(formatIssues(issues))
    this.name = 'ContentError'
  }
}
