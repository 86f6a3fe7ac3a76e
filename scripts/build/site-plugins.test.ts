import { resolve } from 'node:path'
import type { ResolvedConfig } from 'vite'
import { describe, expect, it } from 'vitest'
import { sitePlugins } from './site-plugins'

describe('sitePlugins', () => {
  it("gives the project's plugins, and makes their files the config's for the dev server", async () => {
    const site = await sitePlugins()
    expect(site.contentPlugin('serve').name).toBe('site-content')
    expect(site.imagesPlugin().name).toBe('site-images')

    const config = { configFileDependencies: [resolve('vite.config.ts')] }
    const configResolved = site.sources.configResolved as (config: ResolvedConfig) => void
    configResolved(config as ResolvedConfig)
    expect(config.configFileDependencies).toEqual(
      expect.arrayContaining([
        resolve('vite.config.ts'),
        resolve('scripts/vite-content-plugin.ts'),
        resolve('content-engine/load.ts'),
        resolve('blocks/hero/schema.ts'),
      ]),
    )
    expect((await sitePlugins()).contentPlugin).toBe(site.contentPlugin)
  })
})
