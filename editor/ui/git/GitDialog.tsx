import { useEffect, useState, type SyntheticEvent } from 'react'
import type { GitStatus } from '../../api'
import { api } from '../api-client'
import { Button } from '../components/button'
import { Dialog } from '../components/dialog'
import { DiffView } from '../components/diff-view'
import { inputClasses } from '../components/input-classes'

/** The project's changed files, their diff, and a commit of them with a message. */
export function GitDialog({ onClose }: { onClose: () => void }) {
  const [status, setStatus] = useState<GitStatus>()
  const [message, setMessage] = useState('')
  const [result, setResult] = useState<string>()
  const [busy, setBusy] = useState(false)
  const refresh = () =>
    api
      .git()
      .then(setStatus)
      .catch((error: unknown) => setResult(String(error)))
  useEffect(() => {
    void refresh()
  }, [])
  const commit = (event: SyntheticEvent) => {
    event.preventDefault()
    setBusy(true)
    api
      .commit(message.trim())
      .then((answer) => {
        setResult(`Committed ${answer.commit.slice(0, 7)}.`)
        setMessage('')
        return refresh()
      })
      .catch((error: unknown) => setResult(error instanceof Error ? error.message : String(error)))
      .finally(() => setBusy(false))
  }
  const files = status?.files ?? []
  return (
    <Dialog title="Changes in git" onClose={onClose} wide>
      {!status && <p className="text-sm text-muted-foreground">Reading git status…</p>}
      {status && files.length === 0 && (
        <p className="text-sm text-muted-foreground">No changed files.</p>
      )}
      {files.length > 0 && (
        <div className="space-y-3">
          <ul aria-label="Changed files" className="font-mono text-sm">
            {files.map((file) => (
              <li key={file.path}>
                <span className="inline-block w-8 text-muted-foreground">{file.status}</span>
                {file.path}
              </li>
            ))}
          </ul>
          <DiffView diff={status?.diff ?? ''} label="Changes" />
          <form onSubmit={commit} className="flex gap-2">
            <input
              required
              aria-label="Commit message"
              placeholder="What changed and why"
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              className={inputClasses}
            />
            <Button type="submit" variant="primary" disabled={busy || !message.trim()}>
              Commit
            </Button>
          </form>
        </div>
      )}
      {result && (
        <p role="status" className="mt-2 text-sm">
          {result}
        </p>
      )}
    </Dialog>
  )
}
