import type { StoredLead } from '../../../server/storage/lead-store'

/** A stored lead with a fixed id and time, as the outbox hands it to the webhook formatter. */
export type Deliverable = Pick<StoredLead, 'id' | 'kind' | 'payload' | 'createdAt'>

export const LEAD_ID = '0b5c7a4e-3f1d-4c2a-9a8b-6d5e4f3a2b1c'
export const LEAD_CREATED_AT = '2024-01-15T14:30:00.000Z'

export const deliverable = (content: Pick<StoredLead, 'kind' | 'payload'>): Deliverable => ({
  id: LEAD_ID,
  createdAt: LEAD_CREATED_AT,
  ...content,
})
