import { resolve } from 'node:path'
import { formatIssue, type ContentIssue } from '../../content-engine/issues'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** What Vite's error overlay shows: every problem at file:line:col, in plain words, no stack. */
export function overlayError(issues: ContentIssue[], root: string) {
  const [first] = issues
  const count = `${issues.length} problem${issues.length === 1 ? '' : 's'} in the content`
  return {
    message: `${count}: fix the file and the page comes back by itself.\n\n${issues.map(formatIssue).join('\n')}`,
    stack: '',
    plugin: 'site-content',
    // The link that opens the file in the editor; only for the project's own content folder.
    ...(first && resolve(root) === process.cwd()
      ? {
          id: resolve(root, first.file),
          loc: { file: resolve(root, first.file), line: first.line, column: first.col },
        }
      : {}),
  }
}

/**
 * The page served in dev while the content has problems: the list in plain HTML, Vite's own
 * error overlay on top, and the site's dev listener, which reloads the page once a file is saved
 * again.
 */
export function contentErrorPage(issues: ContentIssue[], root: string, path: string): string {
  const own = issues.filter((issue) => routeFileMatches(issue.file, path))
  const ordered = [...own, ...issues.filter((issue) => !own.includes(issue))]
  const error = JSON.stringify(overlayError(ordered, root)).replace(/</g, '\\u003c')
  const items = ordered.map((issue) => `<li><code>${escapeHtml(formatIssue(issue))}</code></li>`)
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Content problem</title>
<script type="module">
const error = ${error}
const { ErrorOverlay } = await import('/@vite/client')
document.body.appendChild(new ErrorOverlay(error))
</script>
<script type="module" src="/renderer/client/content-reload.ts"></script>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;background:#111;color:#eee}code{white-space:pre-wrap}</style>
</head>
<body>
<h1>This page cannot be shown: the content has a problem</h1>
<p>Fix it in your editor and save; this page reloads by itself.</p>
<ul>${items.join('\n')}</ul>
</body>
</html>`
}

/** Whether a content file produces the page at `path` (its problems are listed first). */
function routeFileMatches(file: string, path: string): boolean {
  const name = file.replace(/^content\/pages\//, '').replace(/\.ya?ml$/, '')
  const route = `/${name.replace(/(^|\/)index$/, '')}`.replace(/(.)\/$/, '$1')
  return route === (path.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1') || '/')
}
