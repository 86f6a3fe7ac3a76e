/** Web storage that may be missing, full or forbidden: every failure is ignored. */
type Area = 'localStorage' | 'sessionStorage'

export function readStorage(area: Area, key: string): string | null {
  try {
    return window[area].getItem(key)
  } catch {
    return null
  }
}

export function writeStorage(area: Area, key: string, value: string): void {
  try {
    window[area].setItem(key, value)
  } catch {
    // Private mode, a full quota or a blocked storage: the feature works without it.
  }
}
