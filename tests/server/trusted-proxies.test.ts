import { describe, expect, it } from 'vitest'
import { parseTrustedProxies } from '../../server/intake/client-address'
import { cleanUpAfterEach, post, startLeadServer } from './helpers/lead-server'
import { VALID_LEAD } from './helpers/test-app'

cleanUpAfterEach()

/** The test talks to the server from 127.0.0.1, standing in for the one trusted proxy. */
async function statuses(forwardedFor: (n: number) => string, count: number) {
  const server = await startLeadServer({
    rateLimit: { max: 5 },
    trustedProxies: parseTrustedProxies('127.0.0.1'),
  })
  const answers: number[] = []
  for (let n = 0; n < count; n++) {
    const response = await post(server, '/api/leads', VALID_LEAD, {
      'X-Forwarded-For': forwardedFor(n),
    })
    answers.push(response.status)
  }
  return answers
}

const accepted = (answers: number[]) => answers.filter((status) => status === 202).length

describe('proxies trusted by address', () => {
  it('refuses a forged X-Forwarded-For behind a one-address proxy list', async () => {
    // The client forges the left part; the proxy appends the address it really saw.
    const answers = await statuses((n) => `10.9.${n}.1, 203.0.113.${n}, 198.51.100.7`, 15)
    expect(accepted(answers)).toBe(5)
    expect(answers.slice(5)).toEqual(Array(10).fill(429))
  })

  it('counts values that are not IP addresses against the proxy, not as new clients', async () => {
    const answers = await statuses((n) => `${'x'.repeat(8000)}${n}`, 10)
    expect(accepted(answers)).toBe(5)
  })

  it('counts an IPv6 client by its /64 network', async () => {
    const answers = await statuses((n) => `2001:db8:1:2::${(n + 1).toString(16)}`, 8)
    expect(accepted(answers)).toBe(5)
    const otherNetworks = await statuses((n) => `2001:db8:1:${n + 3}::1`, 8)
    expect(accepted(otherNetworks)).toBe(8)
  })
})
