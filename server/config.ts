import type { StartServerOptions } from './start-server'

export type Environment = Record<string, string | undefined>

/** Server settings from the environment; see the README for each variable. */
export function configFromEnvironment(env: Environment): StartServerOptions {
  return {
    port: integer(env.PORT, 'PORT', 3000),
    host: env.HOST?.trim() || '127.0.0.1',
    siteDir: env.SITE_DIR?.trim() || 'dist/client',
    dataDir: env.DATA_DIR?.trim() || './data',
    webhookUrl: env.WEBHOOK_URL?.trim() || undefined,
    trustProxy: trustProxyHops(env.TRUST_PROXY),
    rateLimit: integer(env.RATE_LIMIT_PER_MINUTE, 'RATE_LIMIT_PER_MINUTE', 10),
  }
}

/** TRUST_PROXY: unset/0/false → ignore X-Forwarded-For; true/yes → 1 proxy; n → n proxies. */
export function trustProxyHops(value: string | undefined): number {
  const text = value?.trim().toLowerCase() ?? ''
  if (text === '' || text === '0' || text === 'false' || text === 'no') return 0
  if (text === 'true' || text === 'yes') return 1
  const hops = Number(text)
  if (!Number.isInteger(hops) || hops < 0)
    throw new Error('TRUST_PROXY must be true, false or a number')
  return hops
}

function integer(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback
  const number = Number(value)
  if (!Number.isInteger(number) || number < 0) throw new Error(`${name} must be a whole number`)
  return number
}
