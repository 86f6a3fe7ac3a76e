import type { Logger } from '../logger'
import type { LeadStore, StoredLead } from '../storage/lead-store'
import { deadLetterReason, isGivenUp, type DeliveryTiming } from './delivery-policy'
import type { PendingWrites } from './pending-writes'
import type { DeliveryOutcome } from './send-webhook'

export interface RecordContext {
  store: LeadStore
  unrecorded: PendingWrites
  timing: DeliveryTiming
  now: Date
  scrub: (text: string) => string
  logger: Logger
  raise: (alert: string) => void
  delivered: (at: string) => void
  refused: () => void
}

/** Writes the webhook's answer to the rows of one post (kept for later if the write fails). */
export async function recordOutcome(
  batch: StoredLead[],
  outcome: DeliveryOutcome,
  context: RecordContext,
): Promise<void> {
  const { store, unrecorded, scrub, logger } = context
  const ids = batch.map((lead) => lead.id)
  const at = context.now.toISOString()
  const label = ids.length === 1 ? `lead ${ids[0]}` : `${ids.length} phone clicks`
  switch (outcome.kind) {
    case 'delivered':
      await unrecorded.apply(() => store.markDelivered(ids, outcome.status, at))
      context.delivered(at)
      return
    case 'rejected': {
      const error = scrub(outcome.body)
      await unrecorded.apply(() => store.markFailed(ids, { status: outcome.status, error, at }))
      context.refused()
      logger.error(
        `Webhook refused ${label} with HTTP ${outcome.status}; marked failed ` +
          `(inspect with "npm run leads -- list --status failed", resend with "retry <id>", ` +
          `acknowledge with "ack")`,
      )
      return
    }
    case 'rate-limited':
      await unrecorded.apply(() =>
        store.recordFailure(ids, { status: 429, error: scrub(outcome.body), at }),
      )
      return
    case 'retry': {
      const error = scrub(outcome.error)
      const dead = batch.filter((lead) => isGivenUp(lead, context.now, context.timing))
      const alive = ids.filter((id) => !dead.some((lead) => lead.id === id))
      const reason = deadLetterReason(context.timing, error)
      await unrecorded.apply(async () => {
        await store.recordFailure(alive, { status: outcome.status, error, at })
        await store.markDead(
          dead.map((lead) => lead.id),
          { status: outcome.status, error: reason, at },
        )
      })
      for (const lead of dead) {
        context.raise(`Lead ${lead.id} moved to dead-letter (${reason}); see "list --status dead"`)
      }
      logger.warn(`Webhook delivery of ${label} failed (${error})`)
      return
    }
  }
}
