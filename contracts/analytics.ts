/**
 * The analytics vendor ids of site.yaml: a vendor's tag is loaded, and its hosts allowed by the
 * server's Content-Security-Policy, only when its id is set (null or absent turns it off).
 */
export interface AnalyticsIds {
  gtmId?: string | null
  gaId?: string | null
  metaPixelId?: string | null
}
