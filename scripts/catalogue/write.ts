import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import { build } from 'vite'
import { catalogueHtml } from './render'

/** Where the static catalogue goes: beside the site's build, never inside dist/client. */
export const CATALOGUE_DIR = process.env.CATALOGUE_DIR ?? 'dist/catalogue'

async function stylesheet(outDir: string): Promise<string> {
  await build({
    configFile: false,
    logLevel: 'warn',
    plugins: [tailwindcss()],
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      rolldownOptions: { input: 'renderer/styles.css', checks: { pluginTimings: false } },
    },
  })
  const css = readdirSync(join(outDir, 'assets')).find((file) => file.endsWith('.css'))
  if (!css) throw new Error('the catalogue stylesheet was not built')
  return `assets/${css}`
}

rmSync(CATALOGUE_DIR, { recursive: true, force: true })
mkdirSync(CATALOGUE_DIR, { recursive: true })
const css = await stylesheet(CATALOGUE_DIR)
const file = join(CATALOGUE_DIR, 'index.html')
writeFileSync(file, catalogueHtml(`<link rel="stylesheet" href="${css}">`))
console.log(
  `Wrote the block catalogue to ${file} (open it in a browser; it is not part of the site).`,
)
