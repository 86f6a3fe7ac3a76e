import { useEffect, useState } from 'react'
import type { DraftIssue } from '../../api'
import { api } from '../api-client'

/** The preview and the checks follow the draft this long after the last change. */
const DEBOUNCE_MS = 100

/**
 * The draft's rendered page (`/preview`) and its problems (`/check`), asked again shortly after
 * each change: the preview first, as it is quick, then the checks across pages, so that they never
 * hold it up. An answer to an older draft than the last is dropped.
 */
export function useDraftAnswers(file: string, data: unknown, initial: DraftIssue[]) {
  const [issues, setIssues] = useState<DraftIssue[]>(initial)
  const [html, setHtml] = useState<string | undefined>()
  const [checkedFor, setCheckedFor] = useState<unknown>()
  const [failure, setFailure] = useState<string | undefined>()
  const [previewStale, setPreviewStale] = useState(false)

  useEffect(() => {
    if (data === undefined) return
    let current = true
    const timer = setTimeout(() => {
      const draft = { file, data }
      // A draft the renderer cannot show yet keeps the last preview; its problems are listed.
      const preview = api.preview(draft).then(
        (answer) => {
          if (!current) return
          setHtml(answer.html)
          setPreviewStale(false)
        },
        () => current && setPreviewStale(true),
      )
      preview
        .then(() => (current ? api.check(draft) : undefined))
        .then((answer) => {
          if (!current || !answer) return
          setIssues(answer.issues)
          setFailure(undefined)
        })
        .catch((error: unknown) => current && setFailure(String(error)))
        .finally(() => current && setCheckedFor(data))
    }, DEBOUNCE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [file, data])

  return { issues, setIssues, html, previewStale, pending: checkedFor !== data, failure }
}
