import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import vike from 'vike/plugin'
import { contentPlugin } from './scripts/vite-content-plugin'

export default defineConfig({
  plugins: [contentPlugin(), vike(), react(), tailwindcss()],
  build: { outDir: process.env.BUILD_OUT_DIR ?? 'dist' },
})
