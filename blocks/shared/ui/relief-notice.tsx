import { cn } from '../../../lib/cn'

export interface ReliefNoticeText {
  heading: string
  statements: string[]
}

/**
 * The mortgage assistance relief disclosures, shown together under their heading; the heading is
 * bold and set larger than the statements, and both read at full contrast (12 CFR 1015.4(a)).
 */
export function ReliefNotice({
  notice,
  className,
}: {
  notice: ReliefNoticeText
  className?: string
}) {
  return (
    <aside
      aria-label={notice.heading}
      data-relief-notice
      className={cn('rounded-lg border border-warning/60 bg-warning/5 p-4 text-pretty', className)}
    >
      <p className="text-lg font-bold tracking-wide text-foreground">{notice.heading}</p>
      {notice.statements.map((statement) => (
        <p key={statement} className="mt-1 text-sm text-foreground">
          {statement}
        </p>
      ))}
    </aside>
  )
}

/** The notice as its own band between a page's hero and the rest of the page. */
export function ReliefNoticeBand({ notice }: { notice: ReliefNoticeText }) {
  return (
    <div className="mx-auto max-w-4xl px-4 pt-8 md:px-6">
      <ReliefNotice notice={notice} />
    </div>
  )
}
