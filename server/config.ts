import { parseTrustedProxies, type TrustedProxies } from './intake/client-address'
import type { StartServerOptions } from './start-server'

export type Environment = Record<string, string | undefined>

/** Server settings from the environment; see the README for each variable. */
export function configFromEnvironment(env: Environment): StartServerOptions {
  return {
    port: integer(env.PORT, 'PORT', 3000),
    host: env.HOST?.trim() || '127.0.0.1',
    siteDir: env.SITE_DIR?.trim() || 'dist/client',
    dataDir: env.DATA_DIR?.trim() || './data',
    databaseUrl: databaseUrl(env.DATABASE_URL),
    healthToken: env.HEALTH_TOKEN?.trim() || undefined,
    webhookUrl: env.WEBHOOK_URL?.trim() || undefined,
    trustedProxies: trustedProxies(env.TRUST_PROXY),
    rateLimit: integer(env.RATE_LIMIT_PER_MINUTE, 'RATE_LIMIT_PER_MINUTE', 10),
    hstsMaxAge: integer(env.HSTS_MAX_AGE, 'HSTS_MAX_AGE', 0) || undefined,
    connections: {
      headersTimeoutMs: 1000 * integer(env.HEADERS_TIMEOUT_SECONDS, 'HEADERS_TIMEOUT_SECONDS', 10),
      requestTimeoutMs: 1000 * integer(env.REQUEST_TIMEOUT_SECONDS, 'REQUEST_TIMEOUT_SECONDS', 30),
      maxConnectionsPerAddress: integer(
        env.MAX_CONNECTIONS_PER_ADDRESS,
        'MAX_CONNECTIONS_PER_ADDRESS',
        64,
      ),
    },
  }
}

/** DATABASE_URL: a `postgres://` URL, or unset for SQLite in DATA_DIR. */
function databaseUrl(value: string | undefined): string | undefined {
  const text = value?.trim()
  if (!text) return undefined
  if (!/^postgres(ql)?:\/\//.test(text)) {
    // The value is not repeated: it may hold a password.
    throw new Error('DATABASE_URL must be a postgres:// URL (or unset for SQLite in DATA_DIR)')
  }
  return text
}

/**
 * TRUST_PROXY: the addresses or CIDR ranges of the reverse proxies in front of the server
 * (like nginx's set_real_ip_from), separated by commas or spaces; unset → X-Forwarded-For is
 * ignored.
 */
export function trustedProxies(value: string | undefined): TrustedProxies {
  const text = value?.trim() ?? ''
  if (text === '' || /^(0|false|no|off)$/i.test(text)) return []
  try {
    return parseTrustedProxies(text)
  } catch (error) {
    throw new Error(
      `TRUST_PROXY must list the addresses or CIDR ranges of your proxies, ` +
        `such as "127.0.0.1" or "10.0.0.0/8, ::1" (${(error as Error).message})`,
    )
  }
}

function integer(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback
  const number = Number(value)
  if (!Number.isInteger(number) || number < 0) throw new Error(`${name} must be a whole number`)
  return number
}
