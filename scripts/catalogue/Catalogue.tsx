import type { FieldRow } from './field-rows'

export interface CatalogueEntry {
  type: string
  title: string
  description: string
  island: boolean
  yaml: string
  /** The block as the site renders it (static HTML). */
  html: string
  fields: FieldRow[]
  problems: string[]
}

function FieldTable({ fields }: { fields: FieldRow[] }) {
  return (
    <table className="w-full text-left text-sm">
      <thead className="text-muted-foreground">
        <tr>
          <th className="py-2 pr-4">Field</th>
          <th className="py-2 pr-4">Type</th>
          <th className="py-2 pr-4">Default</th>
          <th className="py-2">Description</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {fields.map((field) => (
          <tr key={field.name} data-field={field.name}>
            <td className="py-2 pr-4 align-top font-mono">
              {field.name}
              {field.required && <span title="required"> *</span>}
            </td>
            <td className="py-2 pr-4 align-top">{field.type}</td>
            <td className="py-2 pr-4 align-top font-mono break-all">{field.default ?? ''}</td>
            <td className="py-2 align-top">{field.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function Entry({ entry }: { entry: CatalogueEntry }) {
  return (
    <section
      id={entry.type}
      data-catalogue-block={entry.type}
      className="border-t border-border py-12"
    >
      <div className="mx-auto max-w-7xl px-4 md:px-6">
        <h2 className="text-2xl font-bold">
          <code>type: {entry.type}</code> · {entry.title}
        </h2>
        <p className="mt-2 text-muted-foreground">
          {entry.description}
          {entry.island && ' (interactive: hydrated in the browser on the site; static here)'}
        </p>
        {entry.problems.length > 0 && (
          <ul className="mt-4 text-destructive">
            {entry.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="mx-auto mt-6 grid max-w-7xl gap-6 px-4 md:px-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] xl:items-start">
        <div
          className="overflow-hidden rounded-xl border border-border"
          data-preview
          dangerouslySetInnerHTML={{ __html: entry.html }}
        />
        <pre
          className="overflow-auto rounded-xl border border-border bg-card p-4 text-sm"
          data-yaml
        >
          {entry.yaml}
        </pre>
      </div>
      <div className="mx-auto mt-6 max-w-7xl px-4 md:px-6">
        <FieldTable fields={entry.fields} />
      </div>
    </section>
  )
}

/** Every block type: rendered from its example.yaml, the YAML beside it, its fields below. */
export function Catalogue({ entries }: { entries: CatalogueEntry[] }) {
  return (
    <main>
      <header className="mx-auto max-w-7xl px-4 py-10 md:px-6">
        <h1 className="text-4xl font-bold">Block catalogue</h1>
        <p className="mt-3 max-w-3xl text-muted-foreground">
          Every block a page can use, rendered from <code>blocks/&lt;type&gt;/example.yaml</code>.
          Copy the YAML into a page under <code>blocks:</code> (as a list item,{' '}
          <code>- type: …</code>). Fields marked * are required; the others have a default or may be
          left out.
        </p>
        <nav aria-label="Blocks" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {entries.map((entry) => (
              <li key={entry.type}>
                <a
                  className="rounded-md border border-border px-3 py-1 text-sm hover:bg-accent"
                  href={`#${entry.type}`}
                >
                  {entry.type}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {entries.map((entry) => (
        <Entry key={entry.type} entry={entry} />
      ))}
    </main>
  )
}
