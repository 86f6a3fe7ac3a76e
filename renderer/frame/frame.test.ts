import { describe, expect, it } from 'vitest'
import { isActiveLink } from './active-link'
import { breadcrumbTrail, titleCase } from './breadcrumb-trail'
import { fullTitle } from '../Head'

describe('active navigation link', () => {
  it('Home is active only on the exact root', () => {
    expect(isActiveLink('/', '/')).toBe(true)
    expect(isActiveLink('/', '/services')).toBe(false)
  })
  it('other links are active by path prefix, not by a shared word', () => {
    expect(isActiveLink('/services', '/services')).toBe(true)
    expect(isActiveLink('/services', '/services/cash-purchase')).toBe(true)
    expect(isActiveLink('/blog', '/blog/cash-home-buying-guide')).toBe(true)
    expect(isActiveLink('/about', '/about-us')).toBe(false)
  })
})

describe('breadcrumb trail', () => {
  const labels = { services: 'Services', 'cash-out-financing': 'Cash-Out Financing' }
  const routes = new Set(['/', '/services', '/services/cash-out-financing', '/blog'])

  it('uses friendly labels and links each existing level', () => {
    expect(breadcrumbTrail('/services/cash-out-financing', labels, routes)).toEqual([
      { label: 'Home', path: '/', href: '/' },
      { label: 'Services', path: '/services', href: '/services' },
      {
        label: 'Cash-Out Financing',
        path: '/services/cash-out-financing',
        href: '/services/cash-out-financing',
      },
    ])
  })

  it('title-cases other segments, turning hyphens into spaces, and links only existing pages', () => {
    expect(breadcrumbTrail('/resources/stop-foreclosure-checklist.html', labels, routes)).toEqual([
      { label: 'Home', path: '/', href: '/' },
      { label: 'Resources', path: '/resources', href: undefined },
      {
        label: 'Stop Foreclosure Checklist',
        path: '/resources/stop-foreclosure-checklist.html',
        href: undefined,
      },
    ])
    expect(titleCase('san-luis-obispo')).toBe('San Luis Obispo')
  })

  it("prefers the page's own label for the last crumb", () => {
    expect(breadcrumbTrail('/blog/x', labels, routes, 'Five Warning Signs').at(-1)!.label).toBe(
      'Five Warning Signs',
    )
  })
})

describe('page title', () => {
  it('adds the brand suffix only when the title lacks the brand', () => {
    expect(fullTitle('Stop Foreclosure in Chicago', 'Keystone Home Rescue')).toBe(
      'Stop Foreclosure in Chicago | Keystone Home Rescue',
    )
    expect(fullTitle('About Keystone Home Rescue', 'Keystone Home Rescue')).toBe(
      'About Keystone Home Rescue',
    )
  })
})
