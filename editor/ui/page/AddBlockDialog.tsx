import { useState } from 'react'
import type { BlockCatalogueEntry } from '../../api'
import { Dialog } from '../components/dialog'
import { ExampleThumbnail } from './ExampleThumbnail'

/** The block catalogue: each type with its description and its example as a thumbnail. */
export function AddBlockDialog({
  catalogue,
  file,
  onAdd,
  onClose,
}: {
  catalogue: BlockCatalogueEntry[]
  file: string
  onAdd: (entry: BlockCatalogueEntry) => void
  onClose: () => void
}) {
  const [filter, setFilter] = useState('')
  const shown = catalogue.filter((entry) =>
    `${entry.type} ${entry.title} ${entry.description}`
      .toLowerCase()
      .includes(filter.toLowerCase()),
  )
  return (
    <Dialog title="Add a block" onClose={onClose} wide>
      <input
        type="search"
        aria-label="Search blocks"
        placeholder="Search blocks…"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        className="mb-3 w-full rounded-md border border-input px-2.5 py-1.5 text-sm"
      />
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((entry) => (
          <li key={entry.type}>
            <button
              type="button"
              onClick={() => onAdd(entry)}
              className="flex h-full w-full flex-col gap-2 rounded-lg border p-3 text-left hover:border-ring hover:bg-accent"
            >
              <ExampleThumbnail entry={entry} file={file} />
              <span className="text-sm font-semibold">{entry.title}</span>
              <span className="text-xs text-muted-foreground">{entry.description}</span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  )
}
