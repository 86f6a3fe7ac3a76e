import type {
  ContactMessageRequest,
  MiniLeadRequest,
  PhoneClickRequest,
  ServiceOption,
} from '../../contracts/lead-api'
import { DEFAULT_SERVICE } from '../../contracts/lead-api'

/** What is stored and forwarded for each kind of submission (the honeypot is dropped). */
export type MiniLeadPayload = Omit<MiniLeadRequest, 'website'>
export interface ContactMessagePayload {
  name: string
  phone: string
  email: string
  address?: string
  service: ServiceOption
  message?: string
}
export interface PhoneClickPayload {
  path: string
  linkText: string
  href: string
  context: string
}

export type LeadContent =
  | { kind: 'lead'; payload: MiniLeadPayload }
  | { kind: 'message'; payload: ContactMessagePayload }
  | { kind: 'phone-click'; payload: PhoneClickPayload }

export function isSpam(body: { website?: string }): boolean {
  return typeof body.website === 'string' && body.website.length > 0
}

export function toMiniLeadPayload(body: MiniLeadRequest): MiniLeadPayload {
  const { name, phone, email, source, path, wantsGuide } = body
  return { name, phone, email, source, path, wantsGuide }
}

export function toContactMessagePayload(body: ContactMessageRequest): ContactMessagePayload {
  const payload: ContactMessagePayload = {
    name: body.name,
    phone: body.phone,
    email: body.email,
    service: body.service || DEFAULT_SERVICE,
  }
  if (body.address) payload.address = body.address
  if (body.message) payload.message = body.message
  return payload
}

export function toPhoneClickPayload(body: PhoneClickRequest): PhoneClickPayload {
  const { path, linkText, href } = body
  return { path, linkText, href, context: body.context || 'general' }
}
