import type { Plugin } from 'vite'
import { encodeVariant } from '../lib/images/encode'
import { sitePlans } from './build/content-files'
import { validContent } from './vite-content-plugin'

/**
 * Makes the AVIF and WebP variants of the pages' raster images on request in dev (the build
 * writes them with the content's other files, see build/content-files.ts).
 */
export function imagesPlugin(): Plugin {
  return {
    name: 'site-images',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const fileName = req.url?.replace(/^\//, '').replace(/[?#].*$/, '')
        if (!fileName?.startsWith('assets/images/')) {
          next()
          return
        }
        // Empty while the content is invalid.
        for (const plan of sitePlans(validContent())) {
          const variant = plan.variants.find((v) => v.fileName === fileName)
          if (!variant) continue
          encodeVariant(plan.file, variant).then(
            (bytes) => {
              res.setHeader('Content-Type', `image/${variant.format}`)
              res.end(bytes)
            },
            (error: unknown) => next(error),
          )
          return
        }
        next()
      })
    },
  }
}
