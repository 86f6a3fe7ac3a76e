/* eslint-disable @typescript-eslint/no-deprecated -- Node 20 has `module.register` only; its types already point to Node 22's `registerHooks` */
import module, { syncBuiltinESMExports } from 'node:module'
import { afterEach, describe, expect, it } from 'vitest'
import { loadWithoutTailwindModuleHook } from './tailwind-module-hook'

const TAILWIND_LOADER = 'file:///app/node_modules/@tailwindcss/node/dist/esm-cache.loader.mjs'
const OTHER_LOADER = 'file:///app/node_modules/some-tool/loader.mjs'
const realRegister = module.register

afterEach(() => {
  module.register = realRegister
  syncBuiltinESMExports()
})

describe.skipIf('registerHooks' in module)('loadWithoutTailwindModuleHook', () => {
  it('drops the hook Tailwind registers while it loads, keeps any other, then restores register', async () => {
    const registered: string[] = []
    const recording = ((specifier: string | URL) => {
      registered.push(String(specifier))
    }) as typeof module.register
    module.register = recording
    syncBuiltinESMExports()

    const loaded = await loadWithoutTailwindModuleHook(async () => {
      // Tailwind reaches `register` through the ES module namespace of `node:module`.
      const { register } = await import('node:module')
      register(new URL(TAILWIND_LOADER))
      register(OTHER_LOADER)
      return 'plugin'
    })

    expect(loaded).toBe('plugin')
    expect(registered).toEqual([OTHER_LOADER])
    expect(module.register).toBe(recording)
    const { register } = await import('node:module')
    register(TAILWIND_LOADER)
    expect(registered).toEqual([OTHER_LOADER, TAILWIND_LOADER])
  })
})
