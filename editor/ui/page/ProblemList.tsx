import type { DraftIssue } from '../../api'

/** Every problem of the draft, in `npm run check`'s words; a click goes to its field. */
export function ProblemList({
  issues,
  onJump,
}: {
  issues: DraftIssue[]
  onJump: (issue: DraftIssue) => void
}) {
  return (
    <section aria-label="Problems" className="space-y-1">
      <h2 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {issues.length === 0 ? 'No problems' : `Problems (${issues.length})`}
      </h2>
      <ul className="space-y-1">
        {issues.map((issue, index) => (
          <li key={index}>
            <button
              type="button"
              onClick={() => onJump(issue)}
              className="w-full rounded-md border border-destructive/40 bg-destructive/5 px-2 py-1 text-left text-xs hover:bg-destructive/10"
            >
              <span className="block font-mono text-[11px] text-muted-foreground">
                line {issue.line}
                {issue.path.length > 0 && ` · ${issue.path.join('.')}`}
              </span>
              {issue.message}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
