import { useEffect, useState } from 'react'
import type { Schemas } from '../api'
import { api } from './api-client'
import { Button } from './components/button'
import { ImagesContext } from './forms/images-context'
import { GitDialog } from './git/GitDialog'
import { PageEditor } from './page/PageEditor'
import { NewCityDialog } from './pages/NewCityDialog'
import { PageList } from './pages/PageList'

/** The open page is in the address (`/_edit?file=content/pages/…`), so a reload keeps it open. */
const fileInAddress = () => new URLSearchParams(location.search).get('file') ?? undefined

export function App() {
  const [file, setFile] = useState(fileInAddress)
  const [schemas, setSchemas] = useState<Schemas>()
  const [images, setImages] = useState<string[]>([])
  const [repository, setRepository] = useState(false)
  const [dialog, setDialog] = useState<'new-city' | 'git'>()
  const [failure, setFailure] = useState<string>()

  useEffect(() => {
    api
      .schemas()
      .then(setSchemas)
      .catch((error: unknown) => setFailure(String(error)))
    api
      .images()
      .then(setImages)
      .catch(() => undefined)
    api
      .git()
      .then((status) => setRepository(status.repository))
      .catch(() => undefined)
    const follow = () => setFile(fileInAddress())
    addEventListener('popstate', follow)
    return () => removeEventListener('popstate', follow)
  }, [])

  const open = (next: string | undefined) => {
    history.pushState(null, '', next ? `?file=${encodeURIComponent(next)}` : location.pathname)
    setFile(next)
    setDialog(undefined)
  }

  const gitButton = repository && <Button onClick={() => setDialog('git')}>Git changes</Button>

  if (failure) return <p className="p-6 text-destructive">The editor could not start: {failure}</p>
  if (!schemas) return <p className="p-6 text-muted-foreground">Loading the editor…</p>
  return (
    <ImagesContext value={images}>
      {file ? (
        <PageEditor
          key={file}
          file={file}
          schemas={schemas}
          onBack={() => open(undefined)}
          actions={gitButton}
        />
      ) : (
        <div className="mx-auto max-w-5xl space-y-4 p-6">
          <header className="flex items-center gap-2">
            <h1 className="text-xl font-semibold">Pages</h1>
            <Button className="ml-auto" onClick={() => setDialog('new-city')}>
              New city page
            </Button>
            {gitButton}
          </header>
          <PageList onOpen={open} />
        </div>
      )}
      {dialog === 'new-city' && (
        <NewCityDialog onCreated={open} onClose={() => setDialog(undefined)} />
      )}
      {dialog === 'git' && <GitDialog onClose={() => setDialog(undefined)} />}
    </ImagesContext>
  )
}
