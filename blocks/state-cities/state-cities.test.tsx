import { describe, expect, it } from 'vitest'
import { loadExample, renderBlock, textOf } from '../../content-engine/testing/block-examples'
import { validatorFor } from '../../content-engine/ajv'
import { StateCitiesSchema } from './schema'

describe('state-cities block', () => {
  const { data, issues } = loadExample('state-cities')

  it('example validates', () => {
    expect(issues).toEqual([])
  })

  it('links cities that have a page and shows the others as plain text', () => {
    const pages = ['Fresno', 'Sacramento', 'Oakland']
    const cities = (data.cities as { name: string }[]).map(({ name }) =>
      pages.includes(name) ? { name, href: `/${name.toLowerCase()}` } : { name },
    )
    const html = renderBlock('state-cities', { ...data, cities })
    expect(html).toMatch(/<a[^>]*href="\/fresno"[^>]*>[^]*?Fresno/)
    expect(html.match(/<li/g)).toHaveLength(15)
    expect(html.match(/<a /g)).toHaveLength(3)
    expect(textOf(html)).toContain('Chula Vista')
    const item = (name: string) => html.split('<li').find((li) => li.includes(name))
    expect(item('Irvine')).not.toContain('<a ')
    expect(item('Fresno')).toContain('<a ')
  })

  it('links city pages past the 15 in a list of plain links, without a card or an icon each', () => {
    const more = ['Zeta Falls', 'Alpha Springs', 'Beta Park'].map((name) => ({
      name,
      href: `/cities/${name.toLowerCase().replace(' ', '-')}`,
    }))
    const html = renderBlock('state-cities', { ...data, cities: [...(data.cities as []), ...more] })
    const [cards, rest] = html.split('</ul>')
    expect(cards!.match(/<li/g)).toHaveLength(15)
    expect(html.match(/lucide-map-pin/g)).toHaveLength(15)
    expect(rest!.match(/<li><a href="[^"]+">[^<]+<\/a><\/li>/g)).toEqual(
      more.map(({ name, href }) => `<li><a href="${href}">${name}</a></li>`),
    )
  })

  it('requires exactly 15 cities', () => {
    const validate = validatorFor(StateCitiesSchema)
    const cities = (data.cities as unknown[]).slice(0, 14)
    expect(validate({ type: 'state-cities', title: 'Cities', cities })).toBe(false)
  })
})
