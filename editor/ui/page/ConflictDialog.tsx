import { Button } from '../components/button'
import { Dialog } from '../components/dialog'

/** The file changed on disk while it was edited here: both versions, and the marketer decides. */
export function ConflictDialog({
  file,
  disk,
  mine,
  onLoadDisk,
  onKeepEditing,
  onSaveMine,
}: {
  file: string
  disk: string
  mine: string
  onLoadDisk: () => void
  onKeepEditing: () => void
  onSaveMine: () => void
}) {
  return (
    <Dialog
      title="This page changed on disk and here"
      onClose={onKeepEditing}
      wide
      footer={
        <>
          <Button onClick={onLoadDisk}>Load the version on disk (drop mine)</Button>
          <Button onClick={onSaveMine}>Save mine over it…</Button>
          <Button variant="primary" onClick={onKeepEditing}>
            Keep editing mine
          </Button>
        </>
      }
    >
      <p className="mb-3 text-sm">
        {file} was changed outside the editor (another editor, or a git pull) while you had unsaved
        changes. Nothing has been overwritten.
      </p>
      <div className="grid gap-3 md:grid-cols-2">
        <Version label="On disk" text={disk} />
        <Version label="Yours (not saved)" text={mine} />
      </div>
    </Dialog>
  )
}

function Version({ label, text }: { label: string; text: string }) {
  return (
    <figure className="min-w-0">
      <figcaption className="mb-1 text-sm font-semibold">{label}</figcaption>
      <pre
        aria-label={label}
        className="max-h-[50vh] overflow-auto rounded-md border bg-muted p-2 font-mono text-xs"
      >
        {text}
      </pre>
    </figure>
  )
}
