import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { blockFiles, isBlockTypeName } from './scaffold/block-files'
import { registerBlock, registerSchema } from './scaffold/register'

const type = process.argv[2] ?? ''
const fail = (message: string) => {
  console.error(message)
  process.exit(1)
}
if (!isBlockTypeName(type))
  fail('Usage: npm run new:block -- <type>   (lower case words joined by "-", e.g. price-table)')
const folder = join('blocks', type)
if (existsSync(folder)) fail(`${folder} already exists: choose another type name.`)

mkdirSync(folder)
const files = blockFiles(type)
for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text)
const update = (file: string, change: (text: string, type: string) => string) =>
  writeFileSync(file, change(readFileSync(file, 'utf8'), type))
update('blocks/schemas.ts', registerSchema)
update('blocks/index.ts', registerBlock)
const schemas = spawnSync('npx', ['tsx', 'scripts/emit-schemas.ts'], { stdio: 'inherit' })
if (schemas.status !== 0) fail('npm run schemas failed')

console.log(`Created ${folder}/ with ${Object.keys(files).join(', ')}.
Registered "${type}" in blocks/schemas.ts and blocks/index.ts; schemas/ regenerated.

Next:
  npx vitest run --project unit ${folder}   # its test passes as generated
  npm run dev, then open /_blocks#${type}  # see it beside its YAML
Edit schema.ts (fields and the description editors show), the component and example.yaml.
For an interactive block add hydrate to index.ts and a loader in blocks/islands.ts.`)
