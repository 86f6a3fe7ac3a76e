import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { Picture } from '../../blocks/shared/ui/picture'
import { encodeAll } from './encode'
import { resolveImages } from '../../content-engine/page-images'
import { planImage } from './variants'

let root: string

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'images-'))
  mkdirSync(join(root, 'public/images'), { recursive: true })
  const photo = sharp({
    create: { width: 1000, height: 600, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
  await photo.jpeg().toFile(join(root, 'public/images/porch.jpg'))
  writeFileSync(
    join(root, 'public/images/drawing.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 400"><rect width="480" height="400"/></svg>',
  )
})

describe('planImage', () => {
  it('makes AVIF and WebP at widths up to the original, with the size of the widest', () => {
    const { image, variants } = planImage(root, '/images/porch.jpg')
    expect(variants.map((v) => `${v.format}@${v.width}`)).toEqual([
      'avif@480',
      'avif@800',
      'avif@1000',
      'webp@480',
      'webp@800',
      'webp@1000',
    ])
    expect(image).toMatchObject({ width: 1000, height: 600 })
    expect(image.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp'])
    expect(image.sources[0]!.srcset).toMatch(
      /^\/assets\/images\/porch-[0-9a-f]{10}-480\.avif 480w, .*-800\.avif 800w, .*-1000\.avif 1000w$/,
    )
    expect(image.src).toMatch(/^\/assets\/images\/porch-[0-9a-f]{10}-1000\.webp$/)
  })

  it('uses an SVG as drawn, with the size of its viewBox', () => {
    expect(planImage(root, '/images/drawing.svg')).toMatchObject({
      image: { src: '/images/drawing.svg', width: 480, height: 400, sources: [] },
      variants: [],
    })
  })
})

describe('encodeAll', () => {
  it('writes each variant in its format at its width', async () => {
    const files = await encodeAll([planImage(root, '/images/porch.jpg')])
    expect(files).toHaveLength(6)
    for (const { fileName, source } of files) {
      const meta = await sharp(source).metadata()
      const [, width, format] = /-(\d+)\.(avif|webp)$/.exec(fileName)!
      expect(meta.width).toBe(Number(width))
      expect(meta.format === 'heif' ? 'avif' : meta.format).toBe(format)
    }
  })
})

describe('Picture', () => {
  const render = (src: string, priority: boolean) => {
    const image = { src, alt: 'A front porch' }
    const images = resolveImages(root, { image })
    return renderToStaticMarkup(createElement(Picture, { image, images, sizes: '50vw', priority }))
  }

  it('offers AVIF then WebP with srcset and sizes; the img has width, height and alt', () => {
    const html = render('/images/porch.jpg', false)
    expect(html).toMatch(
      /^<picture><source type="image\/avif" srcSet="[^"]+ 480w,[^"]+" sizes="50vw"\/>/,
    )
    expect(html).toContain('<source type="image/webp"')
    expect(html).toMatch(/<img src="[^"]+\.webp" alt="A front porch" width="1000" height="600"/)
    expect(html).toContain('loading="lazy"')
  })

  it('loads a hero image at once with high priority', () => {
    const html = render('/images/drawing.svg', true)
    expect(html).toMatch(
      /<img src="\/images\/drawing.svg" alt="A front porch" width="480" height="400"/,
    )
    expect(html).toContain('loading="eager"')
    expect(html).toMatch(/fetchPriority="high"/i)
  })
})
