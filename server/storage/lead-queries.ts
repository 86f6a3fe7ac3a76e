const CLAIMABLE = `status = 'pending' AND (claimed_until IS NULL OR claimed_until <= @at)`
const CLEAR_CLAIM = `claimed_by = NULL, claimed_until = NULL`

/** The SQL of the SQLite lead store, one statement per name. */
export const LEAD_QUERIES = {
  insert: `INSERT INTO leads (id, kind, status, priority, payload, created_at, idempotency_key,
             idempotency_hash)
           VALUES (@id, @kind, @status, @priority, @payload, @createdAt, @idempotencyKey,
             @idempotencyHash)
           ON CONFLICT (idempotency_key) DO NOTHING`,
  idForKey: `SELECT id FROM leads WHERE idempotency_key = ?`,
  keyUse: `SELECT id, idempotency_hash AS hash FROM leads WHERE idempotency_key = ?`,
  nextClaimable: `SELECT id, kind FROM leads WHERE ${CLAIMABLE} ORDER BY priority, seq LIMIT 1`,
  claimableClicks: `SELECT id FROM leads WHERE ${CLAIMABLE} AND priority = 1
                    ORDER BY seq LIMIT @limit`,
  claim: `UPDATE leads SET claimed_by = @worker, claimed_until = @until,
            attempts = attempts + 1, last_attempt_at = @at
          WHERE id = @id RETURNING *`,
  release: `UPDATE leads SET ${CLEAR_CLAIM}, attempts = MAX(0, attempts - 1)
            WHERE id = @id AND claimed_by = @worker AND status = 'pending'`,
  countPendingClicks: `SELECT COUNT(*) AS n FROM
                       (SELECT 1 FROM leads WHERE status = 'pending' AND priority = 1 LIMIT ?)`,
  byId: `SELECT * FROM leads WHERE id = ?`,
  page: `SELECT * FROM leads WHERE seq > ? ORDER BY seq LIMIT ?`,
  pageByStatus: `SELECT * FROM leads WHERE status = ? AND seq > ? ORDER BY seq LIMIT ?`,
  counts: `SELECT status, COUNT(*) AS count FROM leads GROUP BY status`,
  countStatus: `SELECT COUNT(*) AS n FROM (SELECT 1 FROM leads WHERE status = ? LIMIT ?)`,
  countUnacknowledged: `SELECT COUNT(*) AS n FROM (SELECT 1 FROM leads
                          WHERE status IN ('failed', 'dead') AND acknowledged_at IS NULL LIMIT ?)`,
  oldestPending: `SELECT created_at AS at FROM leads WHERE status = 'pending' ORDER BY seq LIMIT 1`,
  heartbeat: `INSERT INTO heartbeat (id, at) VALUES (1, ?)
              ON CONFLICT (id) DO UPDATE SET at = excluded.at`,
  markDelivered: `UPDATE leads SET status = 'delivered', last_status = @status, last_error = NULL,
                    delivered_at = @at, ${CLEAR_CLAIM} WHERE id = @id`,
  recordFailure: `UPDATE leads SET last_status = @status, last_error = @error, ${CLEAR_CLAIM}
                  WHERE id = @id`,
  finish: `UPDATE leads SET status = @state, last_status = @status, last_error = @error,
             acknowledged_at = NULL, ${CLEAR_CLAIM} WHERE id = @id`,
  requeue: `UPDATE leads SET status = 'pending', attempts = 0, ${CLEAR_CLAIM} WHERE id = ?`,
  requeueStatus: `UPDATE leads SET status = 'pending', attempts = 0, ${CLEAR_CLAIM}
                  WHERE status = ?`,
  acknowledgeAll: `UPDATE leads SET acknowledged_at = ?
                   WHERE status IN ('failed', 'dead') AND acknowledged_at IS NULL`,
  acknowledgeOne: `UPDATE leads SET acknowledged_at = ?
                   WHERE id = ? AND status IN ('failed', 'dead') AND acknowledged_at IS NULL`,
  signal: `INSERT INTO operator_signal (id, at) VALUES (1, ?)
           ON CONFLICT (id) DO UPDATE SET at = excluded.at`,
  readSignal: `SELECT at FROM operator_signal WHERE id = 1`,
} as const
