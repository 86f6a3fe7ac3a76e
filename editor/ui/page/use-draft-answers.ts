import { useEffect, useState } from 'react'
import type { DraftIssue } from '../../api'
import { api } from '../api-client'

/** Checks and preview follow the draft this long after the last change. */
const DEBOUNCE_MS = 150

/**
 * The draft's problems (`/check`) and its rendered page (`/preview`), asked again shortly after
 * each change; an answer to an older draft than the last is dropped.
 */
export function useDraftAnswers(file: string, data: unknown, initial: DraftIssue[]) {
  const [issues, setIssues] = useState<DraftIssue[]>(initial)
  const [html, setHtml] = useState<string | undefined>()
  const [answeredFor, setAnsweredFor] = useState<unknown>()
  const [failure, setFailure] = useState<string | undefined>()
  const [previewStale, setPreviewStale] = useState(false)

  useEffect(() => {
    if (data === undefined) return
    let current = true
    const timer = setTimeout(() => {
      const draft = { file, data }
      const check = api.check(draft).then((answer) => current && setIssues(answer.issues))
      // A draft the renderer cannot show yet keeps the last preview; its problems are listed.
      const preview = api.preview(draft).then(
        (answer) => {
          if (!current) return
          setHtml(answer.html)
          setPreviewStale(false)
        },
        () => current && setPreviewStale(true),
      )
      Promise.all([check, preview])
        .then(() => current && setFailure(undefined))
        .catch((error: unknown) => current && setFailure(String(error)))
        .finally(() => current && setAnsweredFor(data))
    }, DEBOUNCE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [file, data])

  return { issues, setIssues, html, previewStale, pending: answeredFor !== data, failure }
}
