import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import type { PageFile } from '../../api'
import { api } from '../api-client'
import { draftReducer, loadDraft, type DraftAction } from './draft'
import { useDiskVersion } from './use-disk-version'
import { useDraftAnswers } from './use-draft-answers'

export interface Conflict {
  disk: PageFile
  mine: string
}

/**
 * One open page: the file as last read or saved, the draft edited here, its problems and
 * preview, saving (diff first, then the file), and what happens when the file changes on disk.
 */
export function usePageSession(file: string) {
  const [base, setBase] = useState<PageFile>()
  const [draft, dispatch] = useReducer(draftReducer, undefined, () => loadDraft({}))
  const [edited, setEdited] = useState(false)
  const [notice, setNotice] = useState<string>()
  const [failure, setFailure] = useState<string>()
  const [conflict, setConflict] = useState<Conflict>()
  const [review, setReview] = useState<{ diff: string }>()
  const [saving, setSaving] = useState(false)
  const savingNow = useRef(false)
  const declinedVersion = useRef<string>(undefined)
  const answers = useDraftAnswers(file, base ? draft.data : undefined, [])

  const load = useCallback(
    (message?: string) =>
      api.page(file).then((page) => {
        setBase(page)
        dispatch({ type: 'load', data: page.data })
        setEdited(false)
        setConflict(undefined)
        setNotice(message)
      }),
    [file],
  )
  useEffect(() => {
    load().catch((error: unknown) => setFailure(String(error)))
  }, [load])

  const edit = (action: DraftAction) => {
    dispatch(action)
    setEdited(true)
    setNotice(undefined)
  }

  const showConflict = async (disk: PageFile) => {
    const mine = (await api.check({ file, data: draft.data })).text
    setConflict({ disk, mine })
  }

  useDiskVersion(file, base?.version, (diskVersion) => {
    if (savingNow.current || conflict || declinedVersion.current === diskVersion) return
    const changed = async () => {
      if (!edited) await load(`${file} was changed on disk and has been reloaded.`)
      else await showConflict(await api.page(file))
    }
    changed().catch((error: unknown) => setFailure(String(error)))
  })

  const startSave = () => {
    api
      .diff({ file, data: draft.data })
      .then((answer) => setReview({ diff: answer.diff }))
      .catch((error: unknown) => setFailure(String(error)))
  }

  const confirmSave = async () => {
    if (!base) return
    savingNow.current = true
    setSaving(true)
    try {
      const answer = await api.save({ file, data: draft.data, version: base.version })
      setReview(undefined)
      if (answer.saved) {
        setBase({ ...base, version: answer.version })
        setEdited(false)
        setNotice('Saved.')
      } else if (answer.reason === 'issues') {
        answers.setIssues(answer.issues)
        setNotice('Not saved: the page has problems. Fix them first.')
      } else setConflict({ disk: answer.disk, mine: answer.mine })
    } catch (error) {
      setFailure(String(error))
    } finally {
      savingNow.current = false
      setSaving(false)
    }
  }

  const conflictActions = {
    loadDisk: () => void load('The version on disk has been loaded.'),
    keepEditing: () => {
      declinedVersion.current = conflict?.disk.version
      setConflict(undefined)
    },
    saveMine: () => {
      if (!base || !conflict) return
      setBase({ ...base, version: conflict.disk.version })
      setConflict(undefined)
      startSave()
    },
  }

  return {
    base,
    draft,
    edit,
    edited,
    notice,
    failure: failure ?? answers.failure,
    previewStale: answers.previewStale,
    issues: answers.issues,
    checking: answers.pending,
    html: answers.html,
    review,
    closeReview: () => setReview(undefined),
    startSave,
    confirmSave,
    saving,
    conflict,
    conflictActions,
  }
}
