/* eslint-disable @typescript-eslint/no-deprecated -- Node 20 has `module.register` only; its types already point to Node 22's `registerHooks` */
import module, { syncBuiltinESMExports } from 'node:module'

/**
 * Loads Tailwind's Vite plugin without the module resolve hook that `@tailwindcss/node` registers
 * on Node versions without `module.registerHooks` (Node 20). That hook runs on a thread of its own,
 * so each later dynamic `import()` in the process waits for that thread: vike imports `node:fs` for
 * every file it prerenders. The hook only carries Tailwind's cache-busting query from a JavaScript
 * config or plugin to what it imports, and this site's CSS loads neither (`renderer/styles.css`).
 */
export async function loadWithoutTailwindModuleHook<T>(load: () => Promise<T>): Promise<T> {
  const { register } = module
  // Node 20's types may say otherwise: `registerHooks` came with Node 22.15.
  if ((module as { registerHooks?: unknown }).registerHooks) return load()
  module.register = (specifier: string | URL, ...rest: unknown[]) => {
    if (!String(specifier).includes('@tailwindcss/node'))
      Reflect.apply(register, module, [specifier, ...rest])
  }
  syncBuiltinESMExports()
  try {
    return await load()
  } finally {
    module.register = register
    syncBuiltinESMExports()
  }
}
