import { describe, expect, it } from 'vitest'
import { formatIssue } from './issues'
import { loadContent } from './load'
import { HEADER, fixtureRoot, validMeta } from './fixtures/fixture-root'

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30" viewBox="0 0 40 30"/>'

const heroWithImage = (image: string) => `${HEADER(2)}
${validMeta}
blocks:
  - type: hero
    title: Welcome home
${image}
`

const problems = (image: string, files: Record<string, string> = {}) =>
  loadContent(
    fixtureRoot({ 'content/pages/index.yaml': heroWithImage(image), ...files }),
  ).issues.map(formatIssue)

describe('images in the content', () => {
  it('accepts an image file under public/ with its alt text', () => {
    const image = '    image: { src: /images/home.svg, alt: A drawing of a house }'
    expect(problems(image, { 'public/images/home.svg': SVG })).toEqual([])
  })

  it('reports a missing image file at its src', () => {
    const image = '    image:\n      src: /images/missing.png\n      alt: A porch'
    expect(problems(image)).toEqual([
      'content/pages/index.yaml:10:12  blocks[0] (hero) › image › src: image "/images/missing.png" is not a file in public/',
    ])
  })

  it('reports a file that is not an image', () => {
    const image = '    image: { src: /images/broken.png, alt: A porch }'
    expect(problems(image, { 'public/images/broken.png': 'not an image' })).toEqual([
      'content/pages/index.yaml:9:19  blocks[0] (hero) › image › src: image "/images/broken.png" cannot be read as an image with a width and height',
    ])
  })

  it('reports a missing or empty alt text at the image', () => {
    const files = { 'public/images/home.svg': SVG }
    expect(problems('    image:\n      src: /images/home.svg', files)).toEqual([
      'content/pages/index.yaml:10:7  blocks[0] (hero) › image: missing required property "alt"',
    ])
    expect(problems('    image: { src: /images/home.svg, alt: "" }', files)).toEqual([
      expect.stringMatching(
        /^content\/pages\/index\.yaml:9:\d+ {2}blocks\[0\] \(hero\) › image › alt: /,
      ),
    ])
  })

  it('refuses a format the build does not handle', () => {
    const image = '    image: { src: /images/home.gif, alt: A house }'
    expect(problems(image, { 'public/images/home.gif': 'GIF89a' })).toEqual([
      expect.stringMatching(
        /^content\/pages\/index\.yaml:9:19 {2}blocks\[0\] \(hero\) › image › src: /,
      ),
    ])
  })
})
