import type { Announcements } from '@dnd-kit/core'

interface Titled {
  key: string
  title: string
}

/** What a screen reader hears while a block is moved: block titles and positions, not ids. */
export function reorderAnnouncements(rows: readonly Titled[]): Announcements {
  const position = (id: unknown) => rows.findIndex((row) => row.key === String(id)) + 1
  const title = (id: unknown) => rows[position(id) - 1]?.title ?? 'Block'
  const of = `of ${rows.length}`
  return {
    onDragStart: ({ active }) =>
      `Picked up ${title(active.id)}, block ${position(active.id)} ${of}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${title(active.id)} is over position ${position(over.id)} ${of}.`
        : `${title(active.id)} is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${title(active.id)} dropped at position ${position(over.id)} ${of}.`
        : `${title(active.id)} dropped outside the list; the order is unchanged.`,
    onDragCancel: ({ active }) =>
      `Moving cancelled; ${title(active.id)} stays at position ${position(active.id)} ${of}.`,
  }
}
