import { Button } from '../components/button'
import { Dialog } from '../components/dialog'
import { DiffView } from '../components/diff-view'

/** What saving will change in the file, to confirm before it is written. */
export function SaveDialog({
  file,
  diff,
  saving,
  onConfirm,
  onClose,
}: {
  file: string
  diff: string
  saving: boolean
  onConfirm: () => void
  onClose: () => void
}) {
  return (
    <Dialog
      title={`Save ${file}?`}
      onClose={onClose}
      wide
      footer={
        <>
          <Button onClick={onClose}>Keep editing</Button>
          <Button variant="primary" disabled={saving} onClick={onConfirm}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
        </>
      }
    >
      <p className="mb-2 text-sm text-muted-foreground">These lines of the file will change:</p>
      <DiffView diff={diff} label="Changes to save" />
    </Dialog>
  )
}
