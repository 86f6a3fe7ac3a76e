import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import vike from 'vike/plugin'
import { buildSummary, contentPlugin, imagesPlugin, islandsRuntime } from './scripts/vite-plugins'
import { editorPlugin } from './editor/vite-plugin'

// Extension-less TypeScript imports are this project's convention; the native config loader's
// advice about them is noise here. Vite prints it while loading this file, so `npm run dev` and
// `npm run build` set the variable before starting.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true'

export default defineConfig(({ command }) => ({
  plugins: [
    // First: its routes are answered before the content's error page would take every request.
    editorPlugin(),
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
}))
