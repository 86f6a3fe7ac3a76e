import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core'
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { reorderAnnouncements } from './reorder-announcements'

export interface BlockRow {
  key: string
  title: string
  summary: string
  problems: number
}

/** The page's blocks in order: select one, or drag it (or move it with the keyboard) elsewhere. */
export function BlockList({
  rows,
  selected,
  onSelect,
  onMove,
}: {
  rows: BlockRow[]
  selected: string | undefined
  onSelect: (key: string) => void
  onMove: (from: number, to: number) => void
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const keys = rows.map((row) => row.key)
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    onMove(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)))
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: reorderAnnouncements(rows) }}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <ol aria-label="Blocks" className="space-y-1">
          {rows.map((row, index) => (
            <SortableRow
              key={row.key}
              row={row}
              position={index + 1}
              selected={row.key === selected}
              onSelect={() => onSelect(row.key)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  )
}

function SortableRow({
  row,
  position,
  selected,
  onSelect,
}: {
  row: BlockRow
  position: number
  selected: boolean
  onSelect: () => void
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: row.key,
  })
  const style = { transform: CSS.Transform.toString(transform), transition }
  return (
    <li
      ref={setNodeRef}
      style={style}
      data-block-row={position - 1}
      className={`flex items-stretch rounded-md border ${selected ? 'border-ring bg-accent' : 'bg-background'} ${isDragging ? 'relative z-10 shadow-md' : ''}`}
    >
      <button
        type="button"
        aria-label={`Reorder block ${position}: ${row.title}`}
        className="cursor-grab touch-none rounded-l-md px-1.5 text-muted-foreground hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        {...attributes}
        {...listeners}
      >
        ⠿
      </button>
      <button
        type="button"
        aria-current={selected || undefined}
        onClick={onSelect}
        className="min-w-0 flex-1 px-2 py-1.5 text-left focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <span className="flex items-center gap-2 text-sm font-medium">
          <span className="truncate">{row.title}</span>
          {row.problems > 0 && (
            <span
              className="ml-auto shrink-0 rounded-full bg-destructive px-1.5 text-xs text-white"
              title={`${row.problems} problem${row.problems === 1 ? '' : 's'}`}
            >
              {row.problems}
              <span className="sr-only"> problem{row.problems === 1 ? '' : 's'}</span>
            </span>
          )}
        </span>
        {row.summary && (
          <span className="block truncate text-xs text-muted-foreground">{row.summary}</span>
        )}
      </button>
    </li>
  )
}
