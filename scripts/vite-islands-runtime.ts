import type { Plugin } from 'vite'

/** React entry points and their preact/compat counterparts. */
export const PREACT_COMPAT: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
}

/**
 * The browser build of the islands runs on preact/compat (about 5 KB gzip) instead of
 * react-dom (about 60 KB); the server still renders every page with React. The dev server
 * keeps React, so its tools and warnings work while editing.
 */
export function islandsRuntime(): Plugin {
  return {
    name: 'islands-runtime',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer, options) {
      const target = PREACT_COMPAT[source]
      if (!target) return null
      return this.resolve(target, importer, { ...options, skipSelf: true })
    },
  }
}
