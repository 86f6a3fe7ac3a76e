import { describe, expect, it } from 'vitest'
import { formatLeaks, leaksInBuild } from '../../content-engine/facts/placeholders'
import { SITE_DIR, siteContent } from '../support/site'

describe('the built site', () => {
  it('has no {placeholder}, TODO or lorem ipsum left on any page', () => {
    expect(siteContent().pages.length).toBeGreaterThan(40)
    expect(formatLeaks(leaksInBuild(SITE_DIR))).toBe('')
  })
})
