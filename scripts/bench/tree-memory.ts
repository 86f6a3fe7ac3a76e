import { readdirSync, readFileSync } from 'node:fs'

/** Each process's parent, from /proc (Linux). */
function parents(): Map<number, number> {
  const parentOf = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // After "pid (name) ": the state, then the parent's pid. The name may hold spaces.
      const parent = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]
      parentOf.set(Number(entry), Number(parent))
    } catch {
      // The process ended while it was being read.
    }
  }
  return parentOf
}

/** Resident memory of a process, in bytes; 0 once it has ended. */
function residentBytes(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024
  } catch {
    return 0
  }
}

/** Resident memory of a process and all its descendants, in bytes. */
export function treeResidentBytes(root: number): number {
  const parentOf = parents()
  const tree = new Set([root])
  for (let grew = true; grew;) {
    grew = false
    for (const [pid, parent] of parentOf)
      if (tree.has(parent) && !tree.has(pid)) {
        tree.add(pid)
        grew = true
      }
  }
  let bytes = 0
  for (const pid of tree) bytes += residentBytes(pid)
  return bytes
}

/**
 * Samples the resident memory of the process tree under `root` every `everyMs` until `stop` is
 * called, which gives the largest sum seen, in bytes (0 without /proc).
 */
export function peakTreeMemory(root: number, everyMs = 200) {
  let peak = 0
  const sample = () => {
    try {
      peak = Math.max(peak, treeResidentBytes(root))
    } catch {
      // No /proc on this system: no figure.
    }
  }
  sample()
  const timer = setInterval(sample, everyMs)
  return {
    stop: () => {
      clearInterval(timer)
      return peak
    },
  }
}
