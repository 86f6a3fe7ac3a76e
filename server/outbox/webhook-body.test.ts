import { describe, expect, it } from 'vitest'
import { embedLength } from './discord-limits'
import { buildBatchBody, buildWebhookBody } from './webhook-body'
import { deliverable as lead } from '../../tests/server/helpers/deliverable'

describe('webhook bodies', () => {
  it('mini contact lead', () => {
    const body = buildWebhookBody(
      lead({
        kind: 'lead',
        payload: {
          name: 'Jane Homeowner',
          phone: '(555) 123-4567',
          email: 'jane_doe@example.com',
          source: 'exit-intent-popup',
          path: '/stop-foreclosure-fast',
          wantsGuide: 'Yes',
        },
      }),
    )
    expect(JSON.stringify(body, null, 2)).toMatchInlineSnapshot(`
      "{
        "embeds": [
          {
            "title": "Mini Contact Lead",
            "description": "A visitor asked to be contacted.\\nReference: \`0b5c7a4e-3f1d-4c2a-9a8b-6d5e4f3a2b1c\`",
            "color": 2450411,
            "fields": [
              {
                "name": "Name",
                "value": "Jane Homeowner",
                "inline": true
              },
              {
                "name": "Phone",
                "value": "(555) 123-4567",
                "inline": true
              },
              {
                "name": "Email",
                "value": "jane\\\\_doe@example.com",
                "inline": true
              },
              {
                "name": "Source",
                "value": "exit-intent-popup",
                "inline": true
              },
              {
                "name": "Path",
                "value": "/stop-foreclosure-fast",
                "inline": true
              },
              {
                "name": "Wants Guide",
                "value": "Yes",
                "inline": true
              }
            ],
            "timestamp": "2024-01-15T14:30:00.000Z",
            "footer": {
              "text": "Lead Capture"
            }
          }
        ],
        "allowed_mentions": {
          "parse": []
        }
      }"
    `)
  })

  it('contact form message with a foreclosure service is HIGH priority', () => {
    const body = buildWebhookBody(
      lead({
        kind: 'message',
        payload: {
          name: 'John Owner',
          phone: '+1 555 987 6543',
          email: 'john@example.com',
          address: '12 Elm Street, Springfield, IL',
          service: 'Foreclosure Rescue Financing',
          message: 'My auction is in two weeks.\nPlease call after 5pm.',
        },
      }),
    )
    expect(JSON.stringify(body, null, 2)).toMatchInlineSnapshot(`
      "{
        "embeds": [
          {
            "title": "Contact Form Message",
            "description": "**Client Message**\\nMy auction is in two weeks.\\nPlease call after 5pm.\\n\\nReference: \`0b5c7a4e-3f1d-4c2a-9a8b-6d5e4f3a2b1c\`",
            "color": 15548997,
            "fields": [
              {
                "name": "Client Information",
                "value": "**Name:** John Owner\\n**Phone:** +1 555 987 6543\\n**Email:** john@example.com",
                "inline": false
              },
              {
                "name": "Property Details",
                "value": "12 Elm Street, Springfield, IL",
                "inline": false
              },
              {
                "name": "Service Requested",
                "value": "Foreclosure Rescue Financing",
                "inline": true
              },
              {
                "name": "Priority Level",
                "value": "HIGH",
                "inline": true
              }
            ],
            "timestamp": "2024-01-15T14:30:00.000Z",
            "footer": {
              "text": "Lead Capture"
            }
          }
        ],
        "allowed_mentions": {
          "parse": []
        }
      }"
    `)
  })

  it('contact form message without address or message is standard priority', () => {
    const body = buildWebhookBody(
      lead({
        kind: 'message',
        payload: {
          name: 'Ann Seller',
          phone: '555-000-2222',
          email: 'ann@example.com',
          service: 'General Consultation',
        },
      }),
    )
    const embed = body.embeds[0]!
    expect(embed.color).toBe(3447003)
    expect(embed.fields.find((field) => field.name === 'Priority Level')?.value).toBe('Standard')
    expect(embed.fields.find((field) => field.name === 'Property Details')?.value).toBe(
      'No address provided',
    )
    expect(embed.description).toMatch(/^\*\*Client Message\*\*\n\*No message was provided\.\*/)
  })

  it('phone click', () => {
    const body = buildWebhookBody(
      lead({
        kind: 'phone-click',
        payload: { path: '/chicago', linkText: '', href: 'tel:+15550001111', context: 'hero' },
      }),
    )
    expect(JSON.stringify(body, null, 2)).toMatchInlineSnapshot(`
      "{
        "embeds": [
          {
            "title": "Phone Click",
            "description": "A visitor tapped a phone link (context: hero).\\nReference: \`0b5c7a4e-3f1d-4c2a-9a8b-6d5e4f3a2b1c\`",
            "color": 2278750,
            "fields": [
              {
                "name": "Path",
                "value": "/chicago",
                "inline": true
              },
              {
                "name": "Link Text",
                "value": "—",
                "inline": true
              },
              {
                "name": "Href",
                "value": "tel:+15550001111",
                "inline": true
              }
            ],
            "timestamp": "2024-01-15T14:30:00.000Z",
            "footer": {
              "text": "Lead Capture"
            }
          }
        ],
        "allowed_mentions": {
          "parse": []
        }
      }"
    `)
  })

  it('puts up to 10 phone clicks in one post, within 6,000 characters in all', () => {
    const click = (n: number, text = 'Call') =>
      lead({
        kind: 'phone-click',
        payload: { path: `/p${n}`, linkText: text, href: 'tel:+15550001111', context: 'hero' },
      })
    const small = buildBatchBody(Array.from({ length: 12 }, (_, n) => click(n)))
    expect(small.count).toBe(10)
    expect(small.body.embeds).toHaveLength(10)
    const big = buildBatchBody(Array.from({ length: 10 }, (_, n) => click(n, 'x'.repeat(1000))))
    const total = big.body.embeds.reduce((sum, embed) => sum + embedLength(embed), 0)
    expect(big.count).toBeLessThan(10)
    expect(big.count).toBeGreaterThan(1)
    expect(total).toBeLessThanOrEqual(6000)
  })
})
