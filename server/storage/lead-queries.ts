/** The SQL of LeadStore, one statement per name. */
export const LEAD_QUERIES = {
  insert: `INSERT INTO leads (id, kind, status, priority, payload, created_at, idempotency_key,
             idempotency_hash)
           VALUES (@id, @kind, @status, @priority, @payload, @createdAt, @idempotencyKey,
             @idempotencyHash)
           ON CONFLICT (idempotency_key) DO NOTHING`,
  idForKey: `SELECT id FROM leads WHERE idempotency_key = ?`,
  keyUse: `SELECT id, idempotency_hash AS hash FROM leads WHERE idempotency_key = ?`,
  nextPending: `SELECT * FROM leads WHERE status = 'pending' ORDER BY priority, seq LIMIT 1`,
  pendingClicks: `SELECT * FROM leads WHERE status = 'pending' AND priority = 1
                  ORDER BY seq LIMIT ?`,
  countPendingClicks: `SELECT COUNT(*) AS n FROM
                       (SELECT 1 FROM leads WHERE status = 'pending' AND priority = 1 LIMIT ?)`,
  byId: `SELECT * FROM leads WHERE id = ?`,
  all: `SELECT * FROM leads ORDER BY seq`,
  byStatus: `SELECT * FROM leads WHERE status = ? ORDER BY seq`,
  counts: `SELECT status, COUNT(*) AS count FROM leads GROUP BY status`,
  oldestPending: `SELECT MIN(created_at) AS at FROM leads WHERE status = 'pending'`,
  heartbeat: `INSERT INTO heartbeat (id, at) VALUES (1, ?)
              ON CONFLICT (id) DO UPDATE SET at = excluded.at`,
  claim: `UPDATE leads SET attempts = attempts + 1, last_attempt_at = @at WHERE id = @id`,
  markDelivered: `UPDATE leads SET status = 'delivered', last_status = @status, last_error = NULL,
                    delivered_at = @at WHERE id = @id`,
  recordFailure: `UPDATE leads SET last_status = @status, last_error = @error WHERE id = @id`,
  finish: `UPDATE leads SET status = @state, last_status = @status, last_error = @error
           WHERE id = @id`,
  requeue: `UPDATE leads SET status = 'pending', attempts = 0 WHERE id = ?`,
  requeueStatus: `UPDATE leads SET status = 'pending', attempts = 0 WHERE status = ?`,
} as const
