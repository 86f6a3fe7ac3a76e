import { useState, type ReactNode } from 'react'
import type { DraftIssue, Schemas } from '../../api'
import { Button } from '../components/button'
import { issuesUnder } from '../forms/issue-paths'
import { SchemaForm } from '../forms/SchemaForm'
import { AddBlockDialog } from './AddBlockDialog'
import { BlockList } from './BlockList'
import { BlockPanel } from './BlockPanel'
import { newKey } from './draft'
import { blockRows } from './block-rows'
import { ConflictDialog } from './ConflictDialog'
import { focusField, issueTarget } from './focus-field'
import { Preview } from './Preview'
import { ProblemList } from './ProblemList'
import { SaveDialog } from './SaveDialog'
import { usePageSession } from './use-page-session'

const META = 'meta'

/** One page open for editing: blocks on the left, the selected form, the page on the right. */
export function PageEditor({
  file,
  schemas,
  onBack,
  actions,
}: {
  file: string
  schemas: Schemas
  onBack: () => void
  /** More buttons for the header (the git panel's). */
  actions?: ReactNode
}) {
  const session = usePageSession(file)
  const { draft, edit, issues } = session
  const [chosen, setChosen] = useState<string>()
  const [adding, setAdding] = useState(false)
  const selected =
    chosen === META || (chosen && draft.keys.includes(chosen)) ? chosen : draft.keys[0]
  const index = selected ? draft.keys.indexOf(selected) : -1

  const jump = (issue: DraftIssue) => {
    const target = issueTarget(issue, draft.keys)
    if (!target) return
    setChosen(target.select)
    setTimeout(() => focusField(target.prefix, target.path), 50)
  }
  const canSave = session.edited && issues.length === 0 && !session.checking
  const status = session.saving
    ? 'Saving…'
    : session.edited
      ? session.checking
        ? 'Checking…'
        : issues.length > 0
          ? `Not saved: ${issues.length} problem${issues.length === 1 ? '' : 's'} to fix`
          : 'Unsaved changes'
      : 'No unsaved changes'

  return (
    <div className="flex h-screen flex-col">
      <header className="flex items-center gap-3 border-b px-4 py-2">
        <Button variant="ghost" size="sm" onClick={onBack}>
          ← Pages
        </Button>
        <h1 className="truncate font-mono text-sm">{file}</h1>
        <span role="status" className="ml-auto text-sm text-muted-foreground">
          {status}
        </span>
        {actions}
        <Button variant="primary" disabled={!canSave} onClick={session.startSave}>
          Save
        </Button>
      </header>
      {(session.notice ?? session.failure) && (
        <p
          role="alert"
          className={`border-b px-4 py-2 text-sm ${session.failure ? 'bg-red-50 text-destructive' : 'bg-amber-50'}`}
        >
          {session.failure ?? session.notice}
        </p>
      )}
      <div className="grid min-h-0 flex-1 grid-cols-[15rem_minmax(22rem,30rem)_1fr]">
        <aside className="space-y-4 overflow-auto border-r p-3">
          <button
            type="button"
            aria-current={selected === META || undefined}
            onClick={() => setChosen(META)}
            className={`w-full rounded-md border px-2 py-1.5 text-left text-sm font-medium ${selected === META ? 'border-ring bg-accent' : ''}`}
          >
            Page settings
          </button>
          <BlockList
            rows={blockRows(draft, schemas.blocks, issues)}
            selected={selected}
            onSelect={setChosen}
            onMove={(from, to) => edit({ type: 'move', from, to })}
          />
          <Button className="w-full" onClick={() => setAdding(true)}>
            + Add block
          </Button>
          <ProblemList issues={issues} onJump={jump} />
        </aside>
        <main className="overflow-auto p-4">
          {!session.base ? (
            <p className="text-sm text-muted-foreground">Loading…</p>
          ) : selected === META ? (
            <section aria-label="Page settings" className="space-y-3">
              <h2 className="text-lg font-semibold">Page settings</h2>
              <SchemaForm
                schema={schemas.meta}
                value={draft.data.meta ?? {}}
                idPrefix="meta"
                issues={issuesUnder(issues, ['meta'])}
                onChange={(meta) => {
                  if (JSON.stringify(meta) !== JSON.stringify(draft.data.meta ?? {}))
                    edit({ type: 'meta', meta })
                }}
              />
            </section>
          ) : index >= 0 ? (
            <BlockPanel
              entry={schemas.blocks.find(
                (entry) => entry.type === (draft.data.blocks[index] as { type?: string }).type,
              )}
              value={draft.data.blocks[index]}
              index={index}
              count={draft.keys.length}
              idPrefix={`block-${selected}`}
              issues={issuesUnder(issues, ['blocks', index])}
              edit={(action) => {
                edit(action)
                // The copy, or the block that takes the removed one's place, is shown next.
                if (action.type === 'duplicate') setChosen(action.key)
                if (action.type === 'remove')
                  setChosen(draft.keys[index + 1] ?? draft.keys[index - 1])
              }}
            />
          ) : (
            <p className="text-sm text-muted-foreground">This page has no blocks yet.</p>
          )}
        </main>
        <Preview
          html={session.html}
          stale={session.previewStale}
          selected={index >= 0 ? index : undefined}
          onSelect={(block) => setChosen(draft.keys[block])}
        />
      </div>
      {adding && (
        <AddBlockDialog
          catalogue={schemas.blocks}
          file={file}
          onClose={() => setAdding(false)}
          onAdd={(entry) => {
            const at = index >= 0 ? index + 1 : draft.keys.length
            const key = newKey()
            edit({ type: 'add', index: at, value: structuredClone(entry.example), key })
            setAdding(false)
            setChosen(key)
          }}
        />
      )}
      {session.review && (
        <SaveDialog
          file={file}
          diff={session.review.diff}
          saving={session.saving}
          onConfirm={() => void session.confirmSave()}
          onClose={session.closeReview}
        />
      )}
      {session.conflict && (
        <ConflictDialog
          file={file}
          disk={session.conflict.disk.text}
          mine={session.conflict.mine}
          onLoadDisk={session.conflictActions.loadDisk}
          onKeepEditing={session.conflictActions.keepEditing}
          onSaveMine={session.conflictActions.saveMine}
        />
      )}
    </div>
  )
}
