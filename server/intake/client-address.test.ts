import { describe, expect, it } from 'vitest'
import { parseTrustedProxies, rateLimitKey, resolveClient } from './client-address'
import { RateLimiter } from './rate-limiter'

const key = (peer: string, forwardedFor: string | undefined, trusted: string) =>
  rateLimitKey(resolveClient(peer, forwardedFor, parseTrustedProxies(trusted)))

describe('client address', () => {
  it('uses the socket address unless the peer is a trusted proxy', () => {
    expect(key('198.51.100.7', '1.2.3.4', '')).toBe('198.51.100.7')
    expect(key('198.51.100.7', '1.2.3.4', '10.0.0.0/8')).toBe('198.51.100.7')
    expect(key('10.1.2.3', '1.2.3.4', '10.0.0.0/8')).toBe('1.2.3.4')
    expect(key('::ffff:10.1.2.3', '1.2.3.4', '10.0.0.1/8')).toBe('1.2.3.4')
  })

  it('walks X-Forwarded-For from the right past trusted proxies only', () => {
    const trusted = '10.0.0.1, 192.168.0.0/16'
    expect(key('10.0.0.1', 'forged, 1.2.3.4, 192.168.4.4', trusted)).toBe('1.2.3.4')
    expect(key('10.0.0.1', '5.6.7.8, 1.2.3.4', trusted)).toBe('1.2.3.4')
    // A value that is not an address was written by the client: the last proxy counts.
    expect(key('10.0.0.1', '1.2.3.4, not-an-ip', trusted)).toBe('10.0.0.1')
    expect(key('10.0.0.1', '0x7f.1, 1.1', trusted)).toBe('10.0.0.1')
    expect(key('10.0.0.1', '192.168.1.1', trusted)).toBe('192.168.1.1')
  })

  it('groups IPv6 by /64 and maps IPv4-mapped addresses to IPv4', () => {
    expect(key('2001:db8:1:2:aaaa::1', undefined, '')).toBe('2001:db8:1:2::/64')
    expect(key('2001:db8:1:2:bbbb::2', undefined, '')).toBe('2001:db8:1:2::/64')
    expect(key('::ffff:203.0.113.9', undefined, '')).toBe('203.0.113.9')
    expect(key('garbage', undefined, '')).toBe('unknown')
  })

  it('refuses a proxy list that is not addresses or ranges', () => {
    expect(() => parseTrustedProxies('10.0.0.0/40')).toThrow(/not an IP address or CIDR/)
    expect(() => parseTrustedProxies('proxy.example')).toThrow(/not an IP address/)
  })
})

describe('rate limiter memory', () => {
  it('remembers a fixed number of addresses at most', () => {
    const limiter = new RateLimiter({ max: 10, maxAddresses: 100 })
    for (let i = 0; i < 10_000; i++) limiter.take(`client-${i}`)
    expect(limiter.size).toBe(100)
  })
})
