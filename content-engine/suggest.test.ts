import { describe, expect, it } from 'vitest'
import { formatIssue } from './issues'
import { loadContent } from './load'
import { HEADER, fixtureRoot, validMeta } from './fixtures/fixture-root'

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30" viewBox="0 0 40 30"/>'

const problems = (hero: string) =>
  loadContent(
    fixtureRoot({
      'content/pages/index.yaml': `${HEADER(2)}\n${validMeta}\nblocks:\n  - type: hero\n    title: Welcome home\n${hero}\n`,
      'content/pages/contact.yaml': `${HEADER(2)}\n${validMeta}\nblocks:\n  - type: hero\n    title: Write to us\n`,
      'public/images/hero-home.svg': SVG,
    }),
  ).issues.map(formatIssue)

describe('paths that point at nothing get the path to write', () => {
  it('an image path starting with public/: start it with / instead', () => {
    expect(problems('    image: { src: public/images/hero-home.svg, alt: A house }')).toEqual([
      'content/pages/index.yaml:9:19  blocks[0] (hero) › image › src: the text "public/images/hero-home.svg" is not valid; start the path with / and leave out public/: /images/hero-home.svg',
    ])
  })

  it('a missing image: the nearest image file there is', () => {
    expect(problems('    image: { src: /images/hero-homes.svg, alt: A house }')).toEqual([
      'content/pages/index.yaml:9:19  blocks[0] (hero) › image › src: image "/images/hero-homes.svg" is not a file in public/: did you mean /images/hero-home.svg?',
    ])
  })

  it('a link to a missing page: the nearest page of the site', () => {
    expect(problems('    buttons:\n      - { label: Write to us, href: /contcat }')).toEqual([
      'content/pages/index.yaml:10:37  blocks[0] (hero) › buttons[0] › href: link to "/contcat", which is not a page of the site nor a file in public/: did you mean /contact?',
    ])
  })

  it('no suggestion when nothing is close', () => {
    expect(problems('    buttons:\n      - { label: Write to us, href: /testimonials }')).toEqual([
      'content/pages/index.yaml:10:37  blocks[0] (hero) › buttons[0] › href: link to "/testimonials", which is not a page of the site nor a file in public/',
    ])
  })
})
