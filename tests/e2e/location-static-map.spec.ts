import type { Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import { BAYSIDE, siteUrl, SOUTHERN_CROSS } from './sites'
import { expect, test } from './test'

/** Issue 48: a location card without a photo shows the location's static map (spec 001 §9: 600 wide, quality 75, a 150 px thumbnail). */

test("the dealer locator's cards show each location's static map, drawn from the site's tiles and kept by caches", async ({ page }) => {
  await page.goto(siteUrl(SOUTHERN_CROSS, '/dealer-locator'))
  const card = page.locator('.dealer-locator__result').first().getByRole('article')
  const name = (await card.getByRole('heading', { level: 3 }).textContent())!.trim()
  const map = card.getByRole('img', { name: new RegExp(`^Map showing ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `) })
  await expect(map).toHaveAttribute('width', '600')
  await expect(map).toHaveAttribute('height', '300')
  await expect(map).toHaveAttribute('loading', 'lazy')
  await expect(map).toHaveAttribute('srcset', /w=150&v=\w+ 150w, .*w=600&v=\w+ 600w$/)
  await map.scrollIntoViewIfNeeded()
  // Loaded: the browser decoded a real picture.
  await expect.poll(() => map.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0)
  await expectAccessible(page)

  // Asked from the page itself: Node can't resolve <site>.localhost, the browser can.
  const src = (await map.getAttribute('src'))!
  const picture = await fetchFromPage(page, src)
  expect(picture).toMatchObject({ status: 200, type: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' })
  expect(picture.etag).toMatch(/^"location-map-\d+-\w+-600"$/)
  expect((await fetchFromPage(page, src, { 'if-none-match': picture.etag ?? '' })).status).toBe(304)

  const thumbnail = await fetchFromPage(page, src.replace('w=600', 'w=150'))
  expect(thumbnail).toMatchObject({ status: 200, type: 'image/webp' })
  expect(thumbnail.length).toBeLessThan(picture.length)

  // Another width, an unknown location, and this location asked for on another site.
  expect((await fetchFromPage(page, src.replace('w=600', 'w=300'))).status).toBe(400)
  expect((await fetchFromPage(page, '/location-maps/999999.webp?w=600')).status).toBe(404)
  expect((await page.goto(siteUrl(BAYSIDE, src)))?.status()).toBe(404)
})

async function fetchFromPage(page: Page, path: string, headers: Record<string, string> = {}) {
  return page.evaluate(
    async ({ path, headers }) => {
      const response = await fetch(path, { headers, cache: 'no-store' })
      const body = await response.arrayBuffer()
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        cacheControl: response.headers.get('cache-control'),
        etag: response.headers.get('etag'),
        length: body.byteLength,
      }
    },
    { path, headers },
  )
}
