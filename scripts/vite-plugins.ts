// The project's own Vite plugins, loaded by vite.config.ts from one bundle (see build/site-plugins.ts).
export { contentPlugin } from './vite-content-plugin'
export { buildSummary } from './build-summary'
export { imagesPlugin } from './vite-images-plugin'
export { islandsRuntime } from './vite-islands-runtime'
export { loadWithoutTailwindModuleHook } from './build/tailwind-module-hook'
