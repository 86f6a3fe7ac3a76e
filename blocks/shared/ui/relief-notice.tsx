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

/**
 * The id of the band below a page's hero. The head holds the first frame until the parser
 * reaches it (`<link rel="expect" blocking="render">`, Chromium), so the first screen is whole
 * when first painted: nothing in it moves as the rest arrives (a centred heading as its lines
 * do, a row of buttons as its last button does, the header's links as its call button does).
 */
export const RELIEF_NOTICE_BAND_ID = 'relief-notice'

/** The notice as its own band between a page's hero and the rest of the page. */
export function ReliefNoticeBand({ notice }: { notice: ReliefNoticeText }) {
  return (
    <div id={RELIEF_NOTICE_BAND_ID} className="mx-auto max-w-4xl px-4 pt-8 md:px-6">
      <ReliefNotice notice={notice} />
    </div>
  )
}
