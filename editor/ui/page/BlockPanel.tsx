import type { BlockCatalogueEntry, DraftIssue } from '../../api'
import { Button } from '../components/button'
import { SchemaForm } from '../forms/SchemaForm'
import { newKey, type DraftAction } from './draft'

const HIDDEN = ['type']

/** The selected block's form, with the buttons that move, copy and remove it. */
export function BlockPanel({
  entry,
  value,
  index,
  count,
  idPrefix,
  issues,
  edit,
}: {
  entry: BlockCatalogueEntry | undefined
  value: unknown
  index: number
  count: number
  idPrefix: string
  issues: DraftIssue[]
  edit: (action: DraftAction) => void
}) {
  const type = (value as { type?: unknown }).type
  return (
    <section
      aria-label={`Block ${index + 1}: ${entry?.title ?? String(type)}`}
      className="space-y-3"
    >
      <header className="space-y-2">
        <h2 className="text-lg font-semibold">{entry?.title ?? String(type)}</h2>
        {entry && <p className="text-sm text-muted-foreground">{entry.description}</p>}
        <div className="flex flex-wrap gap-1.5">
          <Button
            size="sm"
            disabled={index === 0}
            onClick={() => edit({ type: 'move', from: index, to: index - 1 })}
          >
            Move up
          </Button>
          <Button
            size="sm"
            disabled={index === count - 1}
            onClick={() => edit({ type: 'move', from: index, to: index + 1 })}
          >
            Move down
          </Button>
          <Button size="sm" onClick={() => edit({ type: 'duplicate', index, key: newKey() })}>
            Duplicate block
          </Button>
          <Button size="sm" variant="destructive" onClick={() => edit({ type: 'remove', index })}>
            Remove block
          </Button>
        </div>
      </header>
      {entry ? (
        <SchemaForm
          key={idPrefix}
          schema={entry.schema}
          value={value}
          idPrefix={idPrefix}
          hidden={HIDDEN}
          issues={issues}
          onChange={(next) => {
            if (JSON.stringify(next) !== JSON.stringify(value))
              edit({ type: 'block', index, value: next })
          }}
        />
      ) : (
        <p className="text-sm text-destructive">There is no block type “{String(type)}”.</p>
      )}
    </section>
  )
}
