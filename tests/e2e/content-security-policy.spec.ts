import { createHash } from 'node:crypto'
import { type Page, type Response } from '@playwright/test'
import { stockIndexName } from '@dealer/stock/index-schema'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import type { StockCar } from '@dealer/stock/car'
import { previewExpiry, previewToken } from '../../cms/src/lib/preview'
import { BAYSIDE, cmsUrl, siteUrl } from './sites'
import { expect, test } from './test'

// Issue 19, item 10: every template runs under the storefront's script policy (no inline script without its hash) with
// nothing refused, and still hydrates. A refused script shows as a `securitypolicyviolation` event and a console error.

/** Everything the browser refused on this page, from the page's own violation events and from the console. */
async function watchPolicy(page: Page): Promise<string[]> {
  const refused: string[] = []
  await page.exposeFunction('reportPolicyViolation', (report: string) => refused.push(report))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (report: string) => void }).reportPolicyViolation
      report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`)
    })
  })
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text())
  })
  return refused
}

/** The page came with a script policy: our files and inline scripts by hash, nothing else. */
function expectScriptPolicy(answer: Response | null): void {
  expect(answer?.headers()['content-security-policy']).toMatch(/(^|; )script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/)
}

async function aBaysideCar(): Promise<StockCar> {
  const { hits } = await adminSearchClient().client.searchSingleIndex<StockCar>({
    indexName: stockIndexName(BAYSIDE),
    searchParams: { filters: 'status:in_stock AND photos_count > 4', hitsPerPage: 1 },
  })
  if (!hits[0]) throw new Error('no Bayside car in stock with photos')
  return hits[0]
}

/** A signed live-preview link for one of Bayside's pages, as the CMS admin's Live Preview frame opens it. */
async function aPreviewPath(page: Page): Promise<string> {
  const secret = process.env.PAYLOAD_SECRET
  if (!secret) throw new Error('PAYLOAD_SECRET (the stack’s) is needed to sign a preview link')
  const tenants = (await (await page.request.get(cmsUrl(`/api/tenants?where[slug][equals]=${BAYSIDE}&depth=0`))).json()) as { docs: Array<{ id: number }> }
  const pages = (await (await page.request.get(cmsUrl(`/api/pages?where[tenant][equals]=${tenants.docs[0].id}&depth=0&limit=1`))).json()) as {
    docs: Array<{ id: number }>
  }
  const id = pages.docs[0].id
  const expires = previewExpiry(Math.floor(Date.now() / 1000))
  // The CMS signs with Payload's own secret: the configured one's SHA-256, hex, first 32 characters.
  const payloadSecret = createHash('sha256').update(secret).digest('hex').slice(0, 32)
  return `/preview/pages/${id}?expires=${expires}&token=${previewToken(payloadSecret, 'pages', id, expires)}`
}

/** The page's scripts ran under its policy: the header's menu button (a phone's), which only they work, is enabled. */
const scriptsRan = (page: Page) => expect(page.getByRole('button', { name: 'Menu', includeHidden: true })).toBeEnabled()

test('home, a CMS page and contact load with nothing refused by the script policy, and hydrate', async ({ page }) => {
  const refused = await watchPolicy(page)
  for (const path of ['/', '/about-us', '/contact']) {
    const answer = await page.goto(siteUrl(BAYSIDE, path))
    expect(answer?.status(), path).toBe(200)
    expectScriptPolicy(answer)
    await scriptsRan(page)
    await page.waitForLoadState('networkidle')
    expect(refused, path).toEqual([])
  }
})

test('a search page hydrates under the policy and its browser queries reach /search-api', async ({ page }) => {
  const refused = await watchPolicy(page)
  expectScriptPolicy(await page.goto(siteUrl(BAYSIDE, '/search/new-used-and-demo-cars')))
  await scriptsRan(page)
  const query = page.waitForResponse((response) => response.url().includes('/search-api/') && response.request().method() === 'POST')
  await page.getByLabel('Sort by').selectOption('price_desc')
  await expect(page).toHaveURL(/\?sortBy=price_desc$/)
  expect((await query).status()).toBe(200)
  await page.waitForLoadState('networkidle')
  expect(refused).toEqual([])
})

test('a vehicle page shows its photos, runs its widgets and hydrates under the policy', async ({ page }) => {
  const car = await aBaysideCar()
  const refused = await watchPolicy(page)
  expectScriptPolicy(await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}`)))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name)
  // The gallery's buttons work, so its scripts ran; the photo itself comes from the demo photo host (img-src).
  await page.getByRole('button', { name: `Show photo 3 of ${car.images.length}` }).click()
  await expect(page.locator('.vehicle-gallery__counter [aria-hidden="true"]')).toHaveText(`3 / ${car.images.length}`)
  await page.mouse.wheel(0, 4000)
  await page.waitForLoadState('networkidle')
  expect(refused).toEqual([])
})

test('the live preview loads under the policy and hydrates', async ({ page }) => {
  const refused = await watchPolicy(page)
  const answer = await page.goto(siteUrl(BAYSIDE, await aPreviewPath(page)))
  expect(answer?.status()).toBe(200)
  expectScriptPolicy(answer)
  expect(answer?.headers()['content-security-policy']).toContain(`frame-ancestors ${new URL(cmsUrl('/')).origin}`)
  await scriptsRan(page)
  await page.waitForLoadState('networkidle')
  expect(refused).toEqual([])
})
