import type { Plugin } from 'vite'
import { contentRoot } from '../content-engine/load'
import { encodeAll, encodeVariant } from '../lib/images/encode'
import { imagePlans } from '../content-engine/page-images'
import type { ImagePlan } from '../lib/images/variants'
import { validContent } from './vite-content-plugin'

/** The plan of every image of every page (empty while the content is invalid). */
function sitePlans(): ImagePlan[] {
  const content = validContent()
  const blocks = (content?.pages ?? []).map((page) => page.blocks)
  return [...imagePlans(contentRoot(), blocks).values()]
}

/**
 * Writes the AVIF and WebP variants of every raster image the pages use into the client build
 * (under assets/, so they are cached for a year), and makes them on request in dev.
 */
export function imagesPlugin(): Plugin {
  return {
    name: 'site-images',
    async generateBundle() {
      if (this.environment.name !== 'client') return
      for (const { fileName, source } of await encodeAll(sitePlans()))
        this.emitFile({ type: 'asset', fileName, source })
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const fileName = req.url?.replace(/^\//, '').replace(/[?#].*$/, '')
        if (!fileName?.startsWith('assets/images/')) {
          next()
          return
        }
        for (const plan of sitePlans()) {
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
