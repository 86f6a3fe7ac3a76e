import type { AnalyticsIds } from '../../contracts/analytics'

export type { AnalyticsIds }

interface Sources {
  script: string[]
  connect: string[]
  img: string[]
  frame: string[]
}

const GTM = 'https://www.googletagmanager.com'

const VENDOR_SOURCES: Record<keyof AnalyticsIds, Sources> = {
  gtmId: { script: [GTM], connect: [GTM], img: [GTM], frame: [GTM] },
  gaId: {
    script: ['https://*.googletagmanager.com'],
    connect: [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ],
    img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    frame: [],
  },
  metaPixelId: {
    script: ['https://connect.facebook.net'],
    connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
    img: ['https://www.facebook.com'],
    frame: [],
  },
}

/**
 * Builds the Content-Security-Policy. `inlineScriptHashes` ('sha256-…') allow the inline
 * scripts that a prerendered page was built with, and nothing injected later.
 */
export function buildContentSecurityPolicy(
  analytics: AnalyticsIds = {},
  inlineScriptHashes: readonly string[] = [],
): string {
  const sources: Sources = {
    script: ["'self'"],
    connect: ["'self'"],
    img: ["'self'", 'data:'],
    frame: [],
  }
  for (const vendor of Object.keys(VENDOR_SOURCES) as (keyof AnalyticsIds)[]) {
    if (!analytics[vendor]?.trim()) continue
    const extra = VENDOR_SOURCES[vendor]
    for (const kind of Object.keys(sources) as (keyof Sources)[]) sources[kind].push(...extra[kind])
  }
  sources.script.push(...inlineScriptHashes.map((hash) => `'${hash}'`))
  const list = (values: string[]) => (values.length ? [...new Set(values)].join(' ') : "'none'")
  return [
    "default-src 'self'",
    `script-src ${list(sources.script)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list(sources.img)}`,
    "font-src 'self'",
    `connect-src ${list(sources.connect)}`,
    `frame-src ${list(sources.frame)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}
