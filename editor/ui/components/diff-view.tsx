/** A unified diff, its added and removed lines coloured. */
export function DiffView({ diff, label }: { diff: string; label: string }) {
  if (!diff.trim()) return <p className="text-sm text-muted-foreground">No changes.</p>
  return (
    <pre
      aria-label={label}
      className="overflow-auto rounded-md border bg-muted p-3 font-mono text-xs leading-5"
    >
      {diff.split('\n').map((line, index) => (
        <div key={index} className={lineClass(line)}>
          {line || ' '}
        </div>
      ))}
    </pre>
  )
}

function lineClass(line: string): string {
  if (line.startsWith('+++') || line.startsWith('---')) return 'text-muted-foreground'
  if (line.startsWith('+')) return 'bg-green-100 text-green-900'
  if (line.startsWith('-')) return 'bg-red-100 text-red-900'
  if (line.startsWith('@@')) return 'text-blue-700'
  return ''
}
