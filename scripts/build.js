// `npm run build`: vike's documented build API (https://vike.dev/api#build) with vite.config.ts
// loaded once. `vike build` has Vite load, bundle and run vite.config.ts, with the content engine
// it imports, once for each step of the build: six times, about 0.9 s of a 3.4 s build of the site.
// Plain JavaScript, as Node runs it without a loader; Vite bundles the config itself.
import { loadConfigFromFile } from 'vite'
import { build } from 'vike/api'

process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true'
// vike() leaves its plugin out of a config loaded under Vitest outside its API
// (https://vike.dev/vitest); a build started by a test is a build all the same.
delete process.env.VITEST
const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' })
if (!loaded) throw new Error('vite.config.ts is missing')
await build({ viteConfig: { ...loaded.config, configFile: false } })
