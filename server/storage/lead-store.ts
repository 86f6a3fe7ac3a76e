import type { Limiter, RateLimit } from '../intake/rate-limiter'
import type { LeadContent } from '../intake/payloads'

/**
 * pending: waiting for delivery · delivered: the webhook answered 2xx · failed: the webhook
 * refused it (a person must look) · dead: given up after too many attempts or too long ·
 * spam: honeypot filled · skipped: a phone click over the cap, kept but not forwarded.
 */
export const LEAD_STATUSES = ['pending', 'delivered', 'failed', 'dead', 'spam', 'skipped'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

export type NewLead = LeadContent & {
  id: string
  status: 'pending' | 'spam' | 'skipped'
  createdAt: string
  /** The browser's key for one submission; a second insert with it stores nothing. */
  idempotencyKey?: string
  /** A digest of what was submitted with the key, to tell a resend from another submission. */
  idempotencyHash?: string
}

export type StoredLead = LeadContent & {
  seq: number
  id: string
  status: LeadStatus
  createdAt: string
  attempts: number
  lastAttemptAt: string | null
  lastStatus: number | null
  lastError: string | null
  deliveredAt: string | null
  acknowledgedAt: string | null
}

/** Figures for the health check, each counted up to `COUNT_CAP` through an index. */
export interface QueueSummary {
  pending: number
  failed: number
  dead: number
  /** Failed and dead rows no operator has acknowledged (`npm run leads -- ack`). */
  unacknowledged: number
  /** Creation time of the oldest pending row, or null. */
  oldestPendingAt: string | null
}

/** Counts above this are reported as this (the health check never reads the whole table). */
export const COUNT_CAP = 10_000

export type RequeueResult = 'requeued' | 'not-found' | 'already-pending' | 'already-delivered'

/** A worker's claim on rows: no other worker takes them before `until`. */
export interface Claim {
  worker: string
  at: string
  until: string
  /** Most phone clicks claimed together (one post). */
  maxClicks: number
}

export interface Outcome {
  status: number | null
  error: string | null
  at: string
}

/** Leads and messages are delivered before phone clicks. */
export const priorityOf = (kind: LeadContent['kind']) => (kind === 'phone-click' ? 1 : 0)

/**
 * Every operation on the stored leads and the outbox, the same on SQLite and PostgreSQL.
 * Every write that settles without error is durable.
 */
export interface LeadStore {
  /** `sqlite` (one machine) or `postgres` (shared by several). */
  readonly kind: 'sqlite' | 'postgres'
  /**
   * Inserts all leads in one transaction. Returns, for each lead, the id stored for it: its
   * own, or the first one stored with the same idempotency key and the same content; null when
   * the key was already used for different content (nothing is stored).
   */
  insertMany(leads: readonly NewLead[]): Promise<Array<string | null>>
  idForKey(key: string): Promise<string | undefined>
  /** Pending phone clicks, counted up to `limit`. */
  countPendingPhoneClicks(limit: number): Promise<number>
  /**
   * Atomically claims the next pending row nobody holds (leads and messages first, oldest
   * first) or, when that is a phone click, up to `maxClicks` of them; counts the attempt.
   */
  claimNext(claim: Claim): Promise<StoredLead[]>
  /** Gives rows back without an attempt (not posted): another worker may take them at once. */
  release(ids: readonly string[], worker: string): Promise<void>
  markDelivered(ids: readonly string[], status: number, at: string): Promise<void>
  /** A transient failure: the row stays pending and is released. */
  recordFailure(ids: readonly string[], outcome: Outcome): Promise<void>
  markFailed(ids: readonly string[], outcome: Outcome): Promise<void>
  markDead(ids: readonly string[], outcome: Outcome): Promise<void>
  get(id: string): Promise<StoredLead | undefined>
  /** Rows in insertion order, read in pages. */
  iterate(status?: LeadStatus): AsyncGenerator<StoredLead>
  list(status?: LeadStatus): Promise<StoredLead[]>
  counts(): Promise<Record<LeadStatus, number>>
  summary(): Promise<QueueSummary>
  /** A write that fails when the database cannot take one (full disk, read-only file). */
  touchHeartbeat(at: string): Promise<void>
  /** Puts a failed, dead, spam or skipped lead back in the queue with a fresh attempt count. */
  requeue(id: string, at: string): Promise<RequeueResult>
  requeueStatus(status: 'failed' | 'dead', at: string): Promise<number>
  /** Marks failed and dead rows (one, or all) as seen by an operator; returns how many. */
  acknowledge(id: string | undefined, at: string): Promise<number>
  /** When an operator last asked for delivery now (`retry`): running workers end their waits. */
  operatorSignal(): Promise<string | null>
  /** A rate limiter whose counts every instance on this store shares (PostgreSQL only). */
  sharedLimiter?(limit: RateLimit): Limiter
  close(): Promise<void>
}

export function emptyCounts(): Record<LeadStatus, number> {
  return Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>
}

/** A row as both databases return it (snake_case columns). */
export interface LeadRow {
  seq: number | string
  id: string
  kind: LeadContent['kind']
  status: LeadStatus
  payload: string
  created_at: string
  attempts: number
  last_attempt_at: string | null
  last_status: number | null
  last_error: string | null
  delivered_at: string | null
  acknowledged_at: string | null
}

export function toLead(row: LeadRow): StoredLead {
  return {
    seq: Number(row.seq),
    id: row.id,
    kind: row.kind,
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- the row's kind names its payload
    payload: JSON.parse(row.payload),
    status: row.status,
    createdAt: row.created_at,
    attempts: row.attempts,
    lastAttemptAt: row.last_attempt_at,
    lastStatus: row.last_status,
    lastError: row.last_error,
    deliveredAt: row.delivered_at,
    acknowledgedAt: row.acknowledged_at,
  }
}
