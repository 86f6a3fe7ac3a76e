import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it, onTestFinished } from 'vitest'
import { HEADER, fixtureRoot, validMeta } from '../../content-engine/fixtures/fixture-root'

describe('build of a page with a photo', () => {
  it('writes AVIF and WebP variants, offers them by srcset and preloads the hero one', async () => {
    const root = fixtureRoot({
      'content/pages/index.yaml': `${HEADER(2)}\n${validMeta}\nblocks:\n  - type: hero\n    title: Home\n    image: { src: /images/porch.png, alt: A front porch at dusk }\n`,
    })
    mkdirSync(join(root, 'public/images'), { recursive: true })
    await sharp({
      create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 60, b: 90 } },
    })
      .png()
      .toFile(join(root, 'public/images/porch.png'))
    // vike needs its output inside the project: a throw-away folder (ignored by git).
    mkdirSync('.tmp-builds', { recursive: true })
    const outDir = mkdtempSync('.tmp-builds/image-build-')
    onTestFinished(() => rmSync(outDir, { recursive: true, force: true }))
    const build = spawnSync('npm', ['run', 'build'], {
      env: { ...process.env, CONTENT_ROOT: root, BUILD_OUT_DIR: outDir },
      encoding: 'utf8',
      timeout: 120_000,
    })
    expect(build.status, build.stderr).toBe(0)

    const html = readFileSync(join(outDir, 'client/index.html'), 'utf8')
    const picture = /<picture>[\s\S]*?<\/picture>/.exec(html)![0]
    expect(picture).toMatch(/<source type="image\/avif" srcSet="[^"]*480w, [^"]*800w, [^"]*900w"/)
    expect(picture).toMatch(/<source type="image\/webp" srcSet="/)
    expect(picture).toMatch(
      /<img src="[^"]+-900\.webp" alt="A front porch at dusk" width="900" height="600"/,
    )
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)![0]
    expect(preload).toMatch(/imageSrcSet="[^"]+\.avif 480w/i)
    expect(preload).toContain('type="image/avif"')

    const urls = [...picture.matchAll(/(\/assets\/images\/[^\s",]+)/g)].map((m) => m[1]!)
    expect(new Set(urls).size).toBe(6)
    for (const url of new Set(urls)) {
      const file = join(outDir, 'client', url)
      expect(existsSync(file), url).toBe(true)
      const { format, width } = await sharp(file).metadata()
      expect(url).toContain(`-${width}.`)
      expect(url.endsWith('.webp') ? format : 'heif').toBe(format)
    }
  })
})
