import { describe, expect, it } from 'vitest'
import { configFromEnvironment, trustProxyHops } from './config'

describe('configuration from the environment', () => {
  it('has defaults', () => {
    expect(configFromEnvironment({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      siteDir: 'dist/client',
      dataDir: './data',
      webhookUrl: undefined,
      trustProxy: 0,
      rateLimit: 10,
    })
  })

  it('reads every variable', () => {
    const config = configFromEnvironment({
      PORT: '8080',
      HOST: '0.0.0.0',
      SITE_DIR: 'public',
      DATA_DIR: 'leads',
      WEBHOOK_URL: ' https://chat.example/hook ',
      TRUST_PROXY: 'true',
      RATE_LIMIT_PER_MINUTE: '30',
    })
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      webhookUrl: 'https://chat.example/hook',
    })
    expect(config).toMatchObject({
      trustProxy: 1,
      rateLimit: 30,
      siteDir: 'public',
      dataDir: 'leads',
    })
  })

  it('rejects nonsense', () => {
    expect(() => configFromEnvironment({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => trustProxyHops('maybe')).toThrow(/TRUST_PROXY/)
    expect(trustProxyHops('2')).toBe(2)
    expect(trustProxyHops('false')).toBe(0)
  })
})
