import { describe, expect, it } from 'vitest'
import { configFromEnvironment, trustedProxies } from './config'

describe('configuration from the environment', () => {
  it('has defaults', () => {
    expect(configFromEnvironment({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      siteDir: 'dist/client',
      dataDir: './data',
      webhookUrl: undefined,
      trustedProxies: [],
      rateLimit: 10,
      hstsMaxAge: undefined,
      connections: {
        headersTimeoutMs: 10_000,
        requestTimeoutMs: 30_000,
        maxConnectionsPerAddress: 64,
      },
    })
  })

  it('reads every variable', () => {
    const config = configFromEnvironment({
      PORT: '8080',
      HOST: '0.0.0.0',
      SITE_DIR: 'public',
      DATA_DIR: 'leads',
      WEBHOOK_URL: ' https://chat.example/hook ',
      TRUST_PROXY: '10.0.0.1, 192.168.0.0/16',
      RATE_LIMIT_PER_MINUTE: '30',
      HSTS_MAX_AGE: '31536000',
      HEADERS_TIMEOUT_SECONDS: '5',
    })
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      webhookUrl: 'https://chat.example/hook',
    })
    expect(config.trustedProxies?.map(([range, bits]) => `${range.toString()}/${bits}`)).toEqual([
      '10.0.0.1/32',
      '192.168.0.0/16',
    ])
    expect(config).toMatchObject({
      hstsMaxAge: 31536000,
      connections: { headersTimeoutMs: 5000, requestTimeoutMs: 30_000 },
      rateLimit: 30,
      siteDir: 'public',
      dataDir: 'leads',
    })
  })

  it('rejects nonsense', () => {
    expect(() => configFromEnvironment({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => trustedProxies('maybe')).toThrow(/TRUST_PROXY/)
    // A count of proxies is refused: trust is given to addresses, never to a number of hops.
    expect(() => trustedProxies('2')).toThrow(/addresses or CIDR ranges/)
    expect(() => trustedProxies('true')).toThrow(/TRUST_PROXY/)
    expect(() => trustedProxies('10.0.0.0/33')).toThrow(/TRUST_PROXY/)
    expect(trustedProxies('false')).toEqual([])
  })
})
