import { describe, expect, it } from 'vitest'
import { EMBED_LIMITS, embedLength, escapeMarkdown, truncate } from './discord-limits'
import { buildWebhookBody } from './webhook-body'
import { deliverable as lead, LEAD_ID as id } from '../../tests/server/helpers/deliverable'

describe('chat service limits', () => {
  it('keeps a very long message within every limit and keeps the reference', () => {
    const body = buildWebhookBody(
      lead({
        kind: 'message',
        payload: {
          name: 'N'.repeat(100),
          phone: '5'.repeat(40),
          email: `${'e'.repeat(240)}@example.com`,
          address: 'A'.repeat(300),
          service: 'Cash Home Purchase',
          message: '😀*'.repeat(2500),
        },
      }),
    )
    const embed = body.embeds[0]!
    expect(embed.description.length).toBeLessThanOrEqual(EMBED_LIMITS.description)
    expect(embed.description).toContain(`Reference: \`${id}\``)
    expect(embedLength(embed)).toBeLessThanOrEqual(EMBED_LIMITS.total)
    for (const field of embed.fields) {
      expect(field.name.length).toBeLessThanOrEqual(EMBED_LIMITS.fieldName)
      expect(field.value.length).toBeLessThanOrEqual(EMBED_LIMITS.fieldValue)
      expect(field.value.trim()).not.toBe('')
    }
    expect(embed.description).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/)
  })

  it('never pings anyone and shows markdown as typed', () => {
    const body = buildWebhookBody(
      lead({
        kind: 'message',
        payload: {
          name: '@everyone',
          phone: '555-000-2222',
          email: 'a@example.com',
          service: 'General Consultation',
          message: '@here [click](https://evil.example) **now** <@&123>\n# Big',
        },
      }),
    )
    expect(body.allowed_mentions).toEqual({ parse: [] })
    expect(body.embeds[0]!.description).toContain(
      '@here \\[click\\](https\\[:\\]//evil.example) \\*\\*now\\*\\* \\<@&123>\n\\# Big',
    )
  })

  it('makes typed addresses neither clickable nor previewed', () => {
    expect(escapeMarkdown('see http://evil.example/x and HTTPS://a.example')).toBe(
      'see http\\[:\\]//evil.example/x and HTTPS\\[:\\]//a.example',
    )
    expect(escapeMarkdown('tel:+15550001111 and jane@example.com')).toBe(
      'tel:+15550001111 and jane@example.com',
    )
  })

  it('defangs a scheme glued to a word or a digit', () => {
    expect(escapeMarkdown('1https://evil.example/a')).toBe('1https\\[:\\]//evil.example/a')
    expect(escapeMarkdown('_https://evil.example')).toBe('\\_https\\[:\\]//evil.example')
    expect(escapeMarkdown('xftp://evil.example')).toBe('xftp\\[:\\]//evil.example')
  })

  it('truncates without splitting a character or an escape', () => {
    expect(truncate('abcdef', 4)).toBe('abc…')
    expect(truncate('ab😀', 3)).toBe('ab…')
    expect(truncate('a\\*bc', 3)).toBe('a…')
    expect(truncate('short', 10)).toBe('short')
    expect(escapeMarkdown('a_b*c~d`e|f\\g')).toBe('a\\_b\\*c\\~d\\`e\\|f\\\\g')
  })
})
