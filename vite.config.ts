import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import vike from 'vike/plugin'
import { contentPlugin } from './scripts/vite-content-plugin'
import { islandsRuntime } from './scripts/vite-islands-runtime'

// Extension-less TypeScript imports are this project's convention; the native config loader's
// advice about them is noise here.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true'

export default defineConfig({
  plugins: [contentPlugin(), islandsRuntime(), vike(), react(), tailwindcss()],
  build: { outDir: process.env.BUILD_OUT_DIR ?? 'dist' },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
})
