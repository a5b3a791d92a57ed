import type { Plugin } from 'vite'

/**
 * The browser bundle runs on Preact's React compatibility layer; the server keeps rendering with React
 * (docs/decisions/040-preact-in-the-browser.md). Every import of React from the client build (ours, React Router's and
 * libraries') resolves to its Preact counterpart; server builds are left alone.
 */
const PREACT_FOR_REACT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
}

export function preactInTheBrowser(): Plugin {
  return {
    name: 'dealer:preact-in-the-browser',
    enforce: 'pre',
    // The dev server pre-bundles dependencies (React Router among them) without this plugin: give its bundler the same map.
    configEnvironment(name) {
      if (name !== 'client') return
      return {
        optimizeDeps: {
          rolldownOptions: {
            plugins: [
              {
                name: 'dealer:preact-in-the-browser:deps',
                resolveId(source, importer, options) {
                  const target = PREACT_FOR_REACT[source]
                  return target ? this.resolve(target, importer, options) : null
                },
              },
            ],
          },
        },
      }
    },
    async resolveId(source, importer, options) {
      const target = PREACT_FOR_REACT[source]
      if (!target || options.ssr || this.environment?.name !== 'client') return null
      return this.resolve(target, importer, { ...options, skipSelf: true })
    },
  }
}
