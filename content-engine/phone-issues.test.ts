import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { formatIssue } from './issues'
import { loadContent } from './load'
import { HEADER, fixtureRoot, validMeta } from './fixtures/fixture-root'

const fixtureSite = readFileSync(new URL('./fixtures/site.yaml', import.meta.url), 'utf8')
const hero = `${HEADER(2)}\n${validMeta}\nblocks:\n  - { type: hero, title: Hello }\n`
const callButton = (href: string) =>
  `${hero}  - { type: cta, title: Call, buttons: [{ label: Call us, href: '${href}' }] }\n`

const problems = (site: string, page = hero) =>
  loadContent(fixtureRoot({ 'content/pages/index.yaml': page }, site))
    .issues.map(formatIssue)
    .sort()
const withPhone = (display: string, e164: string) =>
  fixtureSite.replace(
    "phone: { display: (800) 555-0100, e164: '+18005550100' }",
    `phone: { display: ${display}, e164: '${e164}' }`,
  )

describe('the phone number in site.yaml', () => {
  it('passes a display and an e164 that are one number', () => {
    expect(problems(withPhone('1 (800) 555-0100', '+18005550100'))).toEqual([])
  })

  it('stops a display that is not the number dialled, at the display', () => {
    expect(problems(withPhone('(800) 555-0199', '+18005550100'))).toEqual([
      'content/site.yaml:4:19  phone › display: "(800) 555-0199" is not the number e164 dials (+18005550100), so every page would show one number and call another: fix the wrong one, display to (800) 555-0100 or e164 to "+18005550199"',
    ])
  })

  it('stops a display with a digit too many', () => {
    expect(problems(withPhone('(800) 555-01002', '+18005550100'))).toEqual([
      'content/site.yaml:4:19  phone › display: "(800) 555-01002" is not a US phone number (ten digits, with or without a leading 1): write the number e164 dials, (800) 555-0100',
    ])
  })

  it('shows the form e164 expects', () => {
    expect(problems(withPhone('(800) 555-0100', '8005550100'))).toEqual([
      'content/site.yaml:4:41  phone › e164: the text "8005550100" is not valid; expected E.164 form for tel: links, e.g. +18005550142',
    ])
  })

  it('stops a tel: link of site.yaml to another number', () => {
    const cta = 'cta: { label: Free Consultation, href: / }'
    const site = fixtureSite.replace(cta, "cta: { label: Call us, href: 'tel:555-123-4567' }")
    expect(problems(site)).toEqual([
      `content/site.yaml:14:32  header › cta › href: the link "tel:555-123-4567" dials "555-123-4567", not the site's number (+18005550100 in content/site.yaml): write "tel:{phone}"`,
    ])
  })
})

describe('tel: links of a page', () => {
  it('pass when they dial the site number, as tel:{phone} or written out', () => {
    expect(problems(fixtureSite, callButton('tel:{phone}'))).toEqual([])
    expect(problems(fixtureSite, callButton('tel:+1-800-555-0100'))).toEqual([])
  })

  it.each([
    ['tel:555-123-4567', '555-123-4567'],
    ['tel:+15551234567', '+15551234567'],
    ['tel:phone', 'phone'],
    ['tel:{phone}0', '+180055501000'],
  ])('stop %s, saying what it dials and what to write', (href, dials) => {
    expect(problems(fixtureSite, callButton(href))).toEqual([
      `content/pages/index.yaml:8:65  blocks[1] (cta) › buttons[0] › href: the link "${href}" dials "${dials}", not the site's number (+18005550100 in content/site.yaml): write "tel:{phone}"`,
    ])
  })
})
