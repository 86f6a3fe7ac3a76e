import { useEffect, useRef } from 'react'
import { api } from '../api-client'

const POLL_MS = 1_000

/** Calls `onChanged` when the file's version on disk is no longer `version`. */
export function useDiskVersion(
  file: string,
  version: string | undefined,
  onChanged: (diskVersion: string) => void,
) {
  const latest = useRef(onChanged)
  useEffect(() => {
    latest.current = onChanged
  })
  useEffect(() => {
    if (version === undefined) return
    let stopped = false
    const timer = setInterval(() => {
      api
        .version(file)
        .then((disk) => {
          if (!stopped && disk !== version) latest.current(disk)
        })
        .catch(() => undefined)
    }, POLL_MS)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [file, version])
}
