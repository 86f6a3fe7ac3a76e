// The project's own Vite plugins.
export { contentPlugin } from './vite-content-plugin'
export { buildSummary } from './build-summary'
export { imagesPlugin } from './vite-images-plugin'
export { islandsRuntime } from './vite-islands-runtime'
