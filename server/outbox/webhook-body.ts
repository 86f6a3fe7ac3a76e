import type { ContactMessagePayload, MiniLeadPayload, PhoneClickPayload } from '../intake/payloads'
import type { StoredLead } from '../storage/lead-store'
import type { Embed, EmbedField } from './discord-limits'
import { EMBED_LIMITS, embedLength, escapeMarkdown, fitEmbed, truncate } from './discord-limits'

export const MINI_LEAD_TITLE = 'Mini Contact Lead'
export const CONTACT_MESSAGE_TITLE = 'Contact Form Message'
export const PHONE_CLICK_TITLE = 'Phone Click'

export const COLORS = {
  miniLead: 2450411,
  phoneClick: 2278750,
  highPriorityMessage: 15548997,
  standardMessage: 3447003,
} as const

const FOOTER = { text: 'Lead Capture' }

export interface WebhookBody {
  embeds: Embed[]
  allowed_mentions: { parse: [] }
}

type Deliverable = Pick<StoredLead, 'id' | 'kind' | 'payload' | 'createdAt'>

/** The chat service takes up to 10 embeds per post, 6,000 characters in all. */
export const MAX_EMBEDS_PER_POST = 10

/** The JSON posted to the chat webhook for one stored lead. */
export function buildWebhookBody(lead: Deliverable): WebhookBody {
  return buildBatchBody([lead]).body
}

/**
 * One post for as many of `leads` (in order, at least the first) as fit in one message;
 * `count` says how many were included.
 */
export function buildBatchBody(leads: readonly Deliverable[]): {
  body: WebhookBody
  count: number
} {
  const embeds: Embed[] = []
  let total = 0
  for (const lead of leads.slice(0, MAX_EMBEDS_PER_POST)) {
    const embed = fitEmbed(embedFor(lead))
    const length = embedLength(embed)
    if (embeds.length > 0 && total + length > EMBED_LIMITS.total) break
    embeds.push(embed)
    total += length
  }
  return { body: { embeds, allowed_mentions: { parse: [] } }, count: embeds.length }
}

function embedFor(lead: Deliverable): Embed {
  switch (lead.kind) {
    case 'lead':
      return miniLeadEmbed(lead.payload as MiniLeadPayload, lead)
    case 'message':
      return contactMessageEmbed(lead.payload as ContactMessagePayload, lead)
    case 'phone-click':
      return phoneClickEmbed(lead.payload as PhoneClickPayload, lead)
  }
}

const field = (name: string, value: string, inline = true): EmbedField => ({
  name,
  value: escapeMarkdown(value),
  inline,
})
const reference = (id: string) => `Reference: \`${id}\``

function miniLeadEmbed(lead: MiniLeadPayload, { id, createdAt }: Deliverable): Embed {
  return {
    title: MINI_LEAD_TITLE,
    description: `A visitor asked to be contacted.\n${reference(id)}`,
    color: COLORS.miniLead,
    fields: [
      field('Name', lead.name),
      field('Phone', lead.phone),
      field('Email', lead.email),
      field('Source', lead.source),
      field('Path', lead.path),
      field('Wants Guide', lead.wantsGuide),
    ],
    timestamp: createdAt,
    footer: FOOTER,
  }
}

export function isHighPriority(service: string): boolean {
  return service.includes('Foreclosure')
}

function contactMessageEmbed(
  message: ContactMessagePayload,
  { id, createdAt }: Deliverable,
): Embed {
  const high = isHighPriority(message.service)
  const heading = '**Client Message**\n'
  const suffix = `\n\n${reference(id)}`
  const text = message.message ? escapeMarkdown(message.message) : '*No message was provided.*'
  const client = [
    `**Name:** ${escapeMarkdown(message.name)}`,
    `**Phone:** ${escapeMarkdown(message.phone)}`,
    `**Email:** ${escapeMarkdown(message.email)}`,
  ].join('\n')
  return {
    title: CONTACT_MESSAGE_TITLE,
    description:
      heading + truncate(text, EMBED_LIMITS.description - heading.length - suffix.length) + suffix,
    color: high ? COLORS.highPriorityMessage : COLORS.standardMessage,
    fields: [
      { name: 'Client Information', value: client, inline: false },
      {
        name: 'Property Details',
        value: message.address ? escapeMarkdown(message.address) : 'No address provided',
        inline: false,
      },
      field('Service Requested', message.service),
      { name: 'Priority Level', value: high ? 'HIGH' : 'Standard', inline: true },
    ],
    timestamp: createdAt,
    footer: FOOTER,
  }
}

function phoneClickEmbed(click: PhoneClickPayload, { id, createdAt }: Deliverable): Embed {
  return {
    title: PHONE_CLICK_TITLE,
    description: `A visitor tapped a phone link (context: ${escapeMarkdown(click.context)}).\n${reference(id)}`,
    color: COLORS.phoneClick,
    fields: [
      field('Path', click.path),
      field('Link Text', click.linkText),
      field('Href', click.href),
    ],
    timestamp: createdAt,
    footer: FOOTER,
  }
}
