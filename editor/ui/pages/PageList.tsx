import { useEffect, useState } from 'react'
import type { PageSummary } from '../../api'
import { api } from '../api-client'
import { inputClasses } from '../components/input-classes'

/** Every page of the site, searchable by route, title, kind or file. */
export function PageList({ onOpen }: { onOpen: (file: string) => void }) {
  const [pages, setPages] = useState<PageSummary[]>()
  const [failure, setFailure] = useState<string>()
  const [search, setSearch] = useState('')
  useEffect(() => {
    api
      .pages()
      .then(setPages)
      .catch((error: unknown) => setFailure(String(error)))
  }, [])
  const words = search.toLowerCase().split(/\s+/).filter(Boolean)
  const shown = (pages ?? []).filter((page) => {
    const text = `${page.route} ${page.title} ${page.kind} ${page.file}`.toLowerCase()
    return words.every((word) => text.includes(word))
  })
  return (
    <section aria-label="Pages" className="space-y-3">
      <input
        type="search"
        aria-label="Search pages"
        placeholder="Search by route, title or kind…"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className={inputClasses}
      />
      {failure && <p className="text-sm text-destructive">{failure}</p>}
      {!pages && !failure && <p className="text-sm text-muted-foreground">Loading pages…</p>}
      <table className="w-full text-sm">
        <thead className="text-left text-xs text-muted-foreground uppercase">
          <tr>
            <th className="py-1 pr-3 font-medium">Route</th>
            <th className="py-1 pr-3 font-medium">Title</th>
            <th className="py-1 font-medium">Kind</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((page) => (
            <tr key={page.file} className="border-t hover:bg-accent">
              <td className="py-1.5 pr-3 font-mono">
                <a
                  href={`?file=${encodeURIComponent(page.file)}`}
                  onClick={(event) => {
                    event.preventDefault()
                    onOpen(page.file)
                  }}
                  className="underline-offset-2 hover:underline"
                >
                  {page.route}
                </a>
              </td>
              <td className="py-1.5 pr-3">{page.title}</td>
              <td className="py-1.5 text-muted-foreground">{page.kind}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
