/**
 * A page's first-load JavaScript, worked out from the storefront's production build rather than timed in a browser, so
 * the budget test gives the same answer every run: React Router's browser manifest names, for the client entry and for
 * each route, the module and every chunk it imports statically (what React Router would preload; our pages load them
 * once they have painted, decision 042); the page loads the entry's, the root route's and its own route's. Chunks
 * loaded later by `import()` (dialogs, widgets below the fold) are not counted: they are not part of the first load.
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/** The part of React Router's browser manifest (`window.__reactRouterManifest`) that says what a page loads. */
export interface BrowserManifest {
  entry: { module: string; imports?: string[] }
  /** `hasDefaultExport`: the route has a component (a page), not only a loader or action (a resource route). */
  routes: Record<string, { module: string; imports?: string[]; hasDefaultExport?: boolean } | undefined>
}

/** The scripts a page of `routeId` loads first: the entry's, the root's and the route's modules and static imports, once each. */
export function firstLoadScripts(manifest: BrowserManifest, routeId: string): string[] {
  const route = manifest.routes[routeId]
  const root = manifest.routes.root
  if (!route || !root) throw new Error(`the manifest has no route ${route ? 'root' : routeId}`)
  const scripts = new Set<string>()
  for (const part of [manifest.entry, root, route]) {
    scripts.add(part.module)
    for (const script of part.imports ?? []) scripts.add(script)
  }
  return [...scripts]
}

/** Reads the build's browser manifest (`build/client/assets/manifest-<hash>.js`). */
export function readBrowserManifest(clientDir: string): BrowserManifest {
  const assets = path.join(clientDir, 'assets')
  const file = fs.readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name))
  if (!file) throw new Error(`no React Router manifest in ${assets}: build the storefront first`)
  const text = fs.readFileSync(path.join(assets, file), 'utf8')
  return JSON.parse(text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '')) as BrowserManifest
}

/** Bytes as the budgets are stated and every figure of ours prints them: 1 kB = 1,000 bytes. */
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

/** gzip at level 9, as the budget counts: the bytes a browser downloads from a server that compresses well. */
export function gzipBytes(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length
}

/** Each first-load script of the route with its gzip size, largest first, and their total. */
export function firstLoadSize(clientDir: string, routeId: string): { total: number; scripts: Array<{ script: string; bytes: number }> } {
  const scripts = firstLoadScripts(readBrowserManifest(clientDir), routeId).map((script) => ({
    script,
    bytes: gzipBytes(fs.readFileSync(path.join(clientDir, script))),
  }))
  scripts.sort((a, b) => b.bytes - a.bytes)
  return { total: scripts.reduce((sum, { bytes }) => sum + bytes, 0), scripts }
}
