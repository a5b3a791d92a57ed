import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { firstLoadScripts, firstLoadSize, gzipBytes, readBrowserManifest, type BrowserManifest } from './first-load-js'

const manifest: BrowserManifest = {
  entry: { module: '/assets/entry.js', imports: ['/assets/react.js', '/assets/router.js'] },
  routes: {
    root: { module: '/assets/root.js', imports: ['/assets/router.js', '/assets/header.js'] },
    'routes/car': { module: '/assets/car.js', imports: ['/assets/react.js', '/assets/gallery.js'] },
    'routes/search': { module: '/assets/search.js', imports: ['/assets/filters.js'] },
  },
}

describe("a page's first-load scripts", () => {
  it("are the entry's, the root's and the route's modules and static imports, each once", () => {
    expect(firstLoadScripts(manifest, 'routes/car')).toEqual([
      '/assets/entry.js',
      '/assets/react.js',
      '/assets/router.js',
      '/assets/root.js',
      '/assets/header.js',
      '/assets/car.js',
      '/assets/gallery.js',
    ])
  })

  it('leave out other routes', () => {
    expect(firstLoadScripts(manifest, 'routes/car')).not.toContain('/assets/filters.js')
  })

  it('refuse a route the manifest lacks', () => {
    expect(() => firstLoadScripts(manifest, 'routes/nope')).toThrow('the manifest has no route routes/nope')
  })

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-'))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('are read from the build and summed gzipped', () => {
    fs.mkdirSync(path.join(dir, 'assets'))
    fs.writeFileSync(path.join(dir, 'assets/manifest-ab12.js'), `window.__reactRouterManifest=${JSON.stringify(manifest)};`)
    const contents: Record<string, string> = {}
    for (const script of firstLoadScripts(manifest, 'routes/car')) {
      contents[script] = `export const name = ${JSON.stringify(script)};`.repeat(script.length)
      fs.writeFileSync(path.join(dir, script), contents[script]!)
    }
    expect(readBrowserManifest(dir)).toEqual(manifest)
    const size = firstLoadSize(dir, 'routes/car')
    expect(size.scripts.map(({ script }) => script).sort()).toEqual(Object.keys(contents).sort())
    expect(size.total).toBe(Object.values(contents).reduce((sum, content) => sum + gzipBytes(content), 0))
    expect(size.scripts[0]!.bytes).toBeGreaterThanOrEqual(size.scripts.at(-1)!.bytes)
  })
})
