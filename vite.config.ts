import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { contentPlugin } from './scripts/vite-content-plugin'
import { buildSummary } from './scripts/build-summary'
import { imagesPlugin } from './scripts/vite-images-plugin'
import { islandsRuntime } from './scripts/vite-islands-runtime'
import { loadWithoutTailwindModuleHook } from './scripts/build/tailwind-module-hook'

// Extension-less TypeScript imports are this project's convention; the native config loader's
// advice about them is noise here. Vite prints it while loading this file, so `npm run dev` and
// `npm run build` set the variable before starting.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true'

const loadTailwind = () => import('@tailwindcss/vite')

export default defineConfig(async ({ command }) => {
  const { default: tailwindcss } = await (command === 'build'
    ? loadWithoutTailwindModuleHook(loadTailwind)
    : loadTailwind())
  return {
    plugins: [
      contentPlugin(command),
      imagesPlugin(),
      islandsRuntime(),
      vike(),
      react(),
      tailwindcss(),
      buildSummary(),
    ],
    build: { outDir: process.env.BUILD_OUT_DIR ?? 'dist' },
    server: { host: '127.0.0.1' },
    preview: { host: '127.0.0.1' },
  }
})
