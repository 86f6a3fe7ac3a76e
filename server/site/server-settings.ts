import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { AnalyticsIds } from '../../contracts/analytics'
import { SERVER_SETTINGS_FILE, type ServerSettings } from '../../contracts/server-settings'

const ANALYTICS_KEYS: readonly (keyof AnalyticsIds)[] = ['gtmId', 'gaId', 'metaPixelId']

/**
 * The settings the build wrote into the site folder. A folder without them (no build: only the
 * API answers) has no analytics; a file that is not what the build writes stops the start.
 */
export function readServerSettings(siteDir: string): ServerSettings {
  const file = join(siteDir, SERVER_SETTINGS_FILE)
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { analytics: {} }
    throw error
  }
  const settings = parse(text)
  if (!settings) throw new Error(`${file} is not what the build writes: build the site again`)
  return settings
}

function parse(text: string): ServerSettings | undefined {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  const analytics = (value as { analytics?: unknown } | null)?.analytics
  if (typeof analytics !== 'object' || analytics === null) return undefined
  const ids = analytics as Record<string, unknown>
  const valid = (key: keyof AnalyticsIds) =>
    ids[key] === undefined || ids[key] === null || typeof ids[key] === 'string'
  if (!ANALYTICS_KEYS.every(valid)) return undefined
  const picked: AnalyticsIds = {}
  for (const key of ANALYTICS_KEYS) if (key in ids) picked[key] = ids[key] as string | null
  return { analytics: picked }
}
