import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { sitePlugins } from './scripts/build/site-plugins'
import { tuneJitForBuild } from './lib/node/jit-budget'

// Extension-less TypeScript imports are this project's convention; the native config loader's
// advice about them is noise here. Vite prints it while loading this file, so `npm run dev` and
// `npm run build` set the variable before starting.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true'

const loadTailwind = () => import('@tailwindcss/vite')

export default defineConfig(async ({ command }) => {
  if (command === 'build') tuneJitForBuild()
  const site = await sitePlugins()
  const { default: tailwindcss } = await (command === 'build'
    ? site.loadWithoutTailwindModuleHook(loadTailwind)
    : loadTailwind())
  return {
    plugins: [
      site.contentPlugin(command),
      site.imagesPlugin(),
      site.islandsRuntime(),
      vike(),
      react(),
      tailwindcss(),
      site.buildSummary(),
      site.sources,
    ],
    build: { outDir: process.env.BUILD_OUT_DIR ?? 'dist' },
    server: { host: '127.0.0.1' },
    preview: { host: '127.0.0.1' },
  }
})
