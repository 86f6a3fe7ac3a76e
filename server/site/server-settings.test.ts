import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SERVER_SETTINGS_FILE } from '../../contracts/server-settings'
import { temporaryDirectory } from '../testing/test-app'
import { readServerSettings } from './server-settings'

const site = temporaryDirectory('settings-')
afterAll(site.remove)
const withSettings = (text: string) => {
  writeFileSync(join(site.path, SERVER_SETTINGS_FILE), text)
  return () => readServerSettings(site.path)
}

describe('readServerSettings', () => {
  it('reads the analytics ids the build wrote', () => {
    const settings = { $comment: 'generated', analytics: { gtmId: 'GTM-A1', gaId: null } }
    expect(withSettings(JSON.stringify(settings))()).toEqual({
      analytics: { gtmId: 'GTM-A1', gaId: null },
    })
  })

  it('gives no analytics for a folder without a build', () => {
    expect(readServerSettings(join(site.path, 'missing'))).toEqual({ analytics: {} })
  })

  it('refuses a file the build did not write', () => {
    for (const text of ['{', '{}', '{"analytics":null}', '{"analytics":{"gtmId":7}}']) {
      expect(withSettings(text), text).toThrow(/is not what the build writes: build the site/)
    }
  })
})
