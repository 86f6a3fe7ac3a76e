import type { ContentIssue } from './issues'

/** Every `TODO:` left in a file (new:city writes them where only a person knows the facts). */
export function todoIssues(file: string, text: string): ContentIssue[] {
  if (!text.includes('TODO:')) return []
  return text.split(/\r?\n/).flatMap((line, index) =>
    [...line.matchAll(/TODO:\s*([^"'\n]*)/g)].map((match) => ({
      file,
      line: index + 1,
      col: match.index + 1,
      where: '',
      message: `still to fill in: ${match[1]!.trim() || 'replace this TODO'}`,
    })),
  )
}
