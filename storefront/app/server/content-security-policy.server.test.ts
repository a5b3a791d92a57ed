import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { VIDEO_EMBED_PREFIX } from '../features/vehicle/gallery'
import { frameAncestorsFor, hashMarkedScripts, pagePolicy, renderMarker, VIDEO_EMBED_ORIGIN } from './content-security-policy.server'

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `))

describe('hashMarkedScripts', () => {
  const marker = renderMarker()
  const page = [
    `<html><head><link rel="modulepreload" href="/assets/entry.js" nonce="${marker}"/></head><body>`,
    `<script nonce="${marker}">window.__reactRouterContext = {"a":"\\u003c/script>"};</script>`,
    `<script nonce="${marker}" type="module" async="">import "/assets/entry.js";</script>`,
    // Markup smuggled in through content: no marker, so no hash.
    `<script>alert(document.cookie)</script>`,
    `<script nonce="guessed">alert(1)</script>`,
    `<script type="application/ld+json">{"@type":"Car"}</script>`,
    `</body></html>`,
  ].join('')

  it('hashes the scripts rendered with the marker, and only those', () => {
    const { scriptHashes } = hashMarkedScripts(Buffer.from(page), marker)
    expect(scriptHashes).toEqual([sha256('window.__reactRouterContext = {"a":"\\u003c/script>"};'), sha256('import "/assets/entry.js";')])
    expect(scriptHashes).not.toContain(sha256('alert(document.cookie)'))
    expect(scriptHashes).not.toContain(sha256('alert(1)'))
  })

  it('removes the marker, so the page is the same on every render of the same content', () => {
    const html = hashMarkedScripts(Buffer.from(page), marker).html.toString()
    expect(html).not.toContain(marker)
    expect(html).toContain('<script type="module" async="">import "/assets/entry.js";</script>')
    expect(hashMarkedScripts(Buffer.from(page.replaceAll(marker, renderMarker())), marker).html.toString()).not.toBe(html)
  })

  it('gives every render its own marker', () => {
    expect(new Set(Array.from({ length: 20 }, renderMarker)).size).toBe(20)
    expect(renderMarker()).toMatch(/^[0-9a-f]{36}$/)
  })
})

describe('pagePolicy', () => {
  const policy = pagePolicy({ scriptHashes: ['sha256-abc='], frameAncestors: ["'none'"] })

  it('runs our own files and hashed inline scripts, never any other inline script', () => {
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc='")
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
    expect(directive(policy, 'object-src')).toBe("object-src 'none'")
    expect(directive(policy, 'base-uri')).toBe("base-uri 'self'")
    expect(directive(policy, 'form-action')).toBe("form-action 'self'")
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'")
  })

  it('lets the vehicle page embed the videos it embeds', () => {
    expect(new URL(VIDEO_EMBED_PREFIX).origin).toBe(VIDEO_EMBED_ORIGIN)
    expect(directive(policy, 'frame-src')).toBe(`frame-src ${VIDEO_EMBED_ORIGIN}`)
  })

  it("names the site's map tile server among the image sources, and only when it has one", () => {
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: https:")
    const withTiles = pagePolicy({ scriptHashes: [], frameAncestors: ["'none'"], imageOrigins: ['https://tile.openstreetmap.org'] })
    expect(directive(withTiles, 'img-src')).toBe("img-src 'self' data: https://tile.openstreetmap.org https:")
  })
})

describe('frameAncestorsFor', () => {
  it('lets only the CMS origin frame the live preview', () => {
    expect(frameAncestorsFor('/preview/pages/1', 'https://cms.example.com.au/admin')).toEqual(['https://cms.example.com.au'])
    expect(frameAncestorsFor('/', 'https://cms.example.com.au')).toEqual(["'none'"])
    expect(frameAncestorsFor('/previews', 'https://cms.example.com.au')).toEqual(["'none'"])
  })
})
