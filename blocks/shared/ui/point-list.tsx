import { cn } from '../../../lib/cn'
import { Icon } from './icon'
import { KeepRanges } from './keep-ranges'

/** A centred row of short ticked reassurance lines ("No upfront fees"…), under hero and CTA buttons. */
export function PointList({ points, className }: { points: string[]; className?: string }) {
  if (points.length === 0) return null
  return (
    <ul
      className={cn(
        'flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground',
        className,
      )}
    >
      {points.map((point) => (
        <li key={point} className="flex items-center gap-1.5">
          <Icon name="check" className="size-4 text-primary" />
          {/* One flex item: the range's span must not get a gap of its own. */}
          <span>
            <KeepRanges text={point} />
          </span>
        </li>
      ))}
    </ul>
  )
}
