import { useEffect, useState, type SyntheticEvent } from 'react'
import { api } from '../api-client'
import { Button } from '../components/button'
import { Dialog } from '../components/dialog'
import { inputClasses } from '../components/input-classes'

/** Asks for the city and its state, writes the page as `npm run new:city` does, and opens it. */
export function NewCityDialog({
  onCreated,
  onClose,
}: {
  onCreated: (file: string) => void
  onClose: () => void
}) {
  const [city, setCity] = useState('')
  const [state, setState] = useState('')
  const [states, setStates] = useState<string[]>([])
  const [failure, setFailure] = useState<string>()
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    api
      .states()
      .then(setStates)
      .catch(() => undefined)
  }, [])
  const create = (event: SyntheticEvent) => {
    event.preventDefault()
    setBusy(true)
    api
      .newCity({ city: city.trim(), state: state.trim() })
      .then((answer) => onCreated(answer.file))
      .catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error)))
      .finally(() => setBusy(false))
  }
  return (
    <Dialog title="New city page" onClose={onClose}>
      <form id="new-city" onSubmit={create} className="space-y-3">
        <label className="block space-y-1 text-sm font-medium">
          <span>City</span>
          <input
            required
            value={city}
            onChange={(event) => setCity(event.target.value)}
            className={inputClasses}
          />
        </label>
        <label className="block space-y-1 text-sm font-medium">
          <span>State</span>
          <input
            required
            list="us-states"
            value={state}
            onChange={(event) => setState(event.target.value)}
            className={inputClasses}
          />
          <datalist id="us-states">
            {states.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </label>
        {failure && (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? 'Creating…' : 'Create page'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
