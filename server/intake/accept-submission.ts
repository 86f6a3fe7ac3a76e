import { createHash, randomUUID } from 'node:crypto'
import type {
  ContactMessageRequest,
  FieldError,
  IntakeKind,
  MiniLeadRequest,
  PhoneClickRequest,
} from '../../contracts/lead-api'
import type { GroupCommitWriter } from '../storage/group-commit'
import type { LeadStore, NewLead } from '../storage/lead-store'
import type { LeadContent } from './payloads'
import * as payloads from './payloads'
import { isVisible, sanitizeStrings } from './sanitize'
import { validateIntake } from './validate'

export const DEFAULT_MAX_PENDING_PHONE_CLICKS = 1000

export interface SubmissionOptions {
  writer: GroupCommitWriter
  store: Pick<LeadStore, 'countPendingPhoneClicks'>
  clock: () => Date
  /** Phone clicks waiting for delivery above which new ones are kept as `skipped`. */
  maxPendingPhoneClicks?: number
}

export type SubmissionResult = { ok: true; id: string } | { ok: false; errors: FieldError[] }

/** Accepts a parsed body of any content type: cleans, validates and commits it. */
export type AcceptSubmission = (
  kind: IntakeKind,
  body: unknown,
  idempotencyKey: string | undefined,
) => Promise<SubmissionResult>

type Converter = (body: never) => LeadContent

const CONVERTERS: Record<IntakeKind, Converter> = {
  lead: (body: MiniLeadRequest) => ({ kind: 'lead', payload: payloads.toMiniLeadPayload(body) }),
  message: (body: ContactMessageRequest) => ({
    kind: 'message',
    payload: payloads.toContactMessagePayload(body),
  }),
  'phone-click': (body: PhoneClickRequest) => ({
    kind: 'phone-click',
    payload: payloads.toPhoneClickPayload(body),
  }),
}

/**
 * Resolves after the submission is committed (fsync) with the id stored for it; rejects when
 * the database cannot take it (the caller answers 503).
 */
export function createSubmissionAcceptor(options: SubmissionOptions): AcceptSubmission {
  const maxClicks = options.maxPendingPhoneClicks ?? DEFAULT_MAX_PENDING_PHONE_CLICKS
  const clicksOverCap = async () =>
    (await options.store.countPendingPhoneClicks(maxClicks)) >= maxClicks

  return async (kind, body, idempotencyKey) => {
    const value = isPlainObject(body) ? sanitizeStrings(body) : body
    const validation = validateIntake<{ website?: string; name?: string }>(kind, value)
    if (!validation.ok) return validation
    const { name } = validation.value
    if (name !== undefined && !isVisible(name)) {
      return { ok: false, errors: [{ field: 'name', message: 'must contain visible characters' }] }
    }
    const content = CONVERTERS[kind](validation.value as never)
    let status: NewLead['status'] = payloads.isSpam(validation.value) ? 'spam' : 'pending'
    if (kind === 'phone-click' && status === 'pending' && (await clicksOverCap()))
      status = 'skipped'
    const lead: NewLead = {
      ...content,
      id: randomUUID(),
      status,
      createdAt: options.clock().toISOString(),
      ...(idempotencyKey ? { idempotencyKey, idempotencyHash: digest(kind, value) } : {}),
    }
    const id = await options.writer.add(lead)
    if (id !== null) return { ok: true, id }
    const message = 'was already used for a different submission; send this one with a new key'
    return { ok: false, errors: [{ field: 'Idempotency-Key', message }] }
  }
}

/** What was submitted, after cleaning: a resend of the same form gives the same digest. */
function digest(kind: IntakeKind, value: unknown): string {
  return createHash('sha256')
    .update(kind + '\n' + JSON.stringify(value))
    .digest('base64url')
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
