import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../../scripts/lib/paths'
import { siteRequest } from './helpers/site-request'

/**
 * Issue 25: the build's assets are compressed at build time (storefront/precompress-assets.ts) and sent as the browser
 * accepts them, brotli first, with a year's immutable caching: what a shopper's browser gets for a page's scripts.
 */
const SITE = 'bayside-toyota'
/** The build the stack serves: the files compressed when it was built. */
const built = (asset: string) => fs.readFileSync(path.join(repoRoot, 'storefront/build/client', asset))

async function pageScript(): Promise<string> {
  const page = await siteRequest(SITE, '/')
  // The scripts the page loads once it has painted (scripts-after-paint.server.ts).
  const script = page.text.match(/"(\/assets\/[^"]+\.js)"/)?.[1]
  if (!script) throw new Error('the home page names no script')
  return script
}

describe('built assets', () => {
  it('are sent precompressed as brotli or gzip, whichever the browser takes, each the same script', async () => {
    const script = await pageScript()
    const plain = await siteRequest(SITE, script, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.status).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()

    const br = await siteRequest(SITE, script, { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toMatch(/javascript/)
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(zlib.brotliDecompressSync(br.bytes).equals(plain.bytes)).toBe(true)
    // The build's own file, not one compressed again for this request.
    expect(br.bytes.equals(built(`${script}.br`))).toBe(true)
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 2)

    const gz = await siteRequest(SITE, script, { headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.bytes).equals(plain.bytes)).toBe(true)
    expect(gz.bytes.equals(built(`${script}.gz`))).toBe(true)
  })

  it('are cached for a year as immutable, and an unknown asset is a 404', async () => {
    const script = await pageScript()
    const answer = await siteRequest(SITE, script, { headers: { 'accept-encoding': 'br' } })
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await siteRequest(SITE, '/assets/no-such-chunk-0000.js', { headers: { 'accept-encoding': 'br' } })).status).toBe(404)
  })
})

describe("the public folder's files", () => {
  it('are each served at their own address, an hour in the cache, while an address beside them is still a page', async () => {
    const report = await siteRequest(SITE, '/history-reports/sample-vehicle-history-report.html', { headers: { 'accept-encoding': 'identity' } })
    expect(report.status).toBe(200)
    expect(report.bytes.equals(built('history-reports/sample-vehicle-history-report.html'))).toBe(true)
    expect(report.headers['cache-control']).toBe('public, max-age=3600')
    const logo = await siteRequest(SITE, '/brands/generic.svg')
    expect(logo.status).toBe(200)
    expect(logo.headers['content-type']).toMatch(/image\/svg\+xml/)
    // The folder's own name is no file: React Router answers it (Southern Cross has a CMS page there, Bayside none).
    const folder = await siteRequest('southern-cross', '/brands')
    expect(folder.status).toBe(200)
    expect(folder.text).toContain('<h1')
    expect((await siteRequest(SITE, '/brands')).status).toBe(404)
  })
})
