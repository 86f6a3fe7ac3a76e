import type { ReactNode } from 'react'
import type { Site } from '../lib/site/schema'
import { Head, type HeadProps } from './Head'
import { Header } from './frame/Header'
import { Footer } from './frame/Footer'
import { CallBar } from './frame/CallBar'
import { Breadcrumb } from './frame/Breadcrumb'
import type { Crumb } from './frame/breadcrumb-trail'
import { clientConfigJson } from './client-config'

interface DocumentProps {
  head: HeadProps
  site: Site
  path: string
  trail?: Crumb[]
  year: number
  children: ReactNode
}

/** The whole HTML document; dark mode is set in the markup, so there is never a light flash. */
export function Document({ head, site, path, trail, year, children }: DocumentProps) {
  const { gtmId } = site.analytics
  return (
    <html lang="en" className="dark">
      <Head {...head} />
      <body className="flex min-h-screen flex-col bg-background pb-16 font-sans text-foreground antialiased sm:pb-0 print:pb-0">
        {gtmId && (
          <noscript>
            <iframe
              title="Tag manager"
              src={`https://www.googletagmanager.com/ns.html?id=${gtmId}`}
              height="0"
              width="0"
              style={{ display: 'none', visibility: 'hidden' }}
            />
          </noscript>
        )}
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <Header site={site} path={path} />
        <main id="main" className="flex-1">
          {trail && <Breadcrumb trail={trail} />}
          {children}
        </main>
        <Footer site={site} year={year} />
        <CallBar site={site} />
        <script
          type="application/json"
          id="site-config"
          dangerouslySetInnerHTML={{ __html: clientConfigJson(site) }}
        />
        {/* vike reads the line it adds its scripts to: a line break keeps that line short. */}
        {'\n'}
      </body>
    </html>
  )
}
