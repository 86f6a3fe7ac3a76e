import type { AnalyticsIds } from './analytics'

/**
 * What the server takes from the built site rather than from content/: the build writes it
 * beside the pages, the server reads it from its site folder. Nothing in it is secret (the ids
 * are in every page too); the leading dot keeps the server from serving it.
 */
export const SERVER_SETTINGS_FILE = '.server-settings.json'

export interface ServerSettings {
  /** The vendors whose hosts the Content-Security-Policy allows. */
  analytics: AnalyticsIds
}
