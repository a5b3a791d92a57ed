import { type APIRequestContext } from '@playwright/test'
import { expectAccessible } from './a11y'
import { patchSiteSettings } from './cms-records'
import { OUTBACK, siteUrl, SOUTHERN_CROSS } from './sites'
import { expect, test } from './test'

/** Issue 23: the dealer locator and its lazy map, in Chromium. */

test('a postcode lists the nearest location first, and the map shows the same locations once scrolled to', async ({ page, browser }) => {
  await page.goto(siteUrl(SOUTHERN_CROSS, '/dealer-locator'))
  await expect(page.getByRole('heading', { name: 'All our locations' })).toBeVisible()
  await page.getByLabel('Postcode').fill('4000')
  await page.getByRole('button', { name: 'Find locations' }).click()
  await expect(page).toHaveURL(/\/dealer-locator\?postcode=4000&department=all$/)
  await expect(page.getByRole('heading', { name: 'Locations nearest to 4000' })).toBeVisible()
  await expect(page.locator('.dealer-locator__result').first().getByRole('heading', { level: 3 })).toHaveText('Southern Cross Mitsubishi')

  // A phone's window, in a browser context of its own: a late Leaflet load of the desktop page above can't be counted
  // against it, nor can its cache serve Leaflet unseen.
  await page.close()
  const phoneContext = await browser.newContext()
  const phone = await phoneContext.newPage()
  const leaflet: string[] = []
  phone.on('request', (request) => {
    if (/leaflet/i.test(request.url())) leaflet.push(request.url())
  })
  // The map starts well below the fold, so Leaflet waits until it is scrolled near.
  await phone.setViewportSize({ width: 375, height: 400 })
  await phone.goto(siteUrl(SOUTHERN_CROSS, '/dealer-locator?postcode=4000'))
  const results = phone.locator('.dealer-locator__result')
  await expect(results.first().getByRole('heading', { level: 3 })).toHaveText('Southern Cross Mitsubishi')
  await expect(results.first().locator('.dealer-locator__distance')).toHaveText(/^\d+\.\d km/)
  const map = phone.locator('.locations-map__box')
  // More than the 400 px the map loads ahead of the viewport (ui/near-viewport.tsx), so this proves it waits.
  expect((await map.boundingBox())!.y).toBeGreaterThan(400 + 400)
  await phone.waitForLoadState('networkidle')
  expect(leaflet, 'Leaflet before the map came near').toEqual([])
  await expect(map).toHaveAttribute('data-map-state', 'waiting')

  await map.scrollIntoViewIfNeeded()
  await expect(map).toHaveAttribute('data-map-state', 'shown')
  expect(leaflet.length).toBeGreaterThan(0)
  // A marker per listed location (every demo location has coordinates), named for it.
  const count = await results.count()
  await expect(phone.locator('.leaflet-marker-icon')).toHaveCount(count)
  await expect(phone.getByRole('button', { name: 'Southern Cross Mitsubishi' })).toBeVisible()
  // Tiles drawn by the simulator.
  await expect(phone.locator('img.leaflet-tile-loaded').first()).toBeVisible()
  // By keyboard: the marker opens its popup, which links to the location's page.
  await phone.getByRole('button', { name: 'Southern Cross Mitsubishi' }).focus()
  await phone.keyboard.press('Enter')
  await expect(phone.locator('.leaflet-popup').getByRole('link', { name: /View Location Details/ })).toHaveAttribute('href', '/our-location/ipswich-mitsubishi')
  await expectAccessible(phone)
  await phoneContext.close()
})

test('a postcode the locator can’t use says why under the field', async ({ page }) => {
  await page.goto(siteUrl(SOUTHERN_CROSS, '/dealer-locator?postcode=0000'))
  const field = page.getByLabel('Postcode')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(/Invalid postcode$/)
  await page.goto(siteUrl(SOUTHERN_CROSS, '/dealer-locator?postcode=12ab'))
  await expect(page.getByLabel('Postcode')).toHaveAccessibleDescription(/Invalid postcode\. Please enter a 4-digit number\.$/)
  await expectAccessible(page)
})

async function setMaps(request: APIRequestContext, site: string, maps: Record<string, unknown>) {
  await patchSiteSettings(request, site, { maps })
}

test('with the tiles unavailable the map says so, and the address and Get Directions remain', async ({ page, request }) => {
  await setMaps(request, OUTBACK, { tiles: 'simulator', simulatorFailure: 'tiles-unavailable' })
  try {
    // Publishing drops the storefront's cached settings; the next tile asked for fails.
    await expect(async () => {
      const tile = await page.goto(siteUrl(OUTBACK, `/map-tiles/10/${Date.now() % 1024}/600.svg`))
      expect(tile?.status()).toBe(503)
    }).toPass({ timeout: 20_000 })
    await page.goto(siteUrl(OUTBACK, '/dealer-locator'))
    await page.locator('.locations-map__box').scrollIntoViewIfNeeded()
    await expect(page.getByRole('status').filter({ hasText: "The map couldn't load." })).toBeVisible()
    await expect(
      page
        .locator('.locations-map__static')
        .getByRole('link', { name: /^Get Directions to / })
        .first(),
    ).toBeVisible()
    await expect(page.locator('.locations-map__static address').first()).toBeVisible()
    await expectAccessible(page)
  } finally {
    await setMaps(request, OUTBACK, { tiles: 'simulator', simulatorFailure: 'none' })
  }
})

test('without JavaScript the locator still searches, and the map is the static card', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(siteUrl(SOUTHERN_CROSS, '/dealer-locator'))
  await page.getByLabel('Postcode').fill('4000')
  await page.getByRole('button', { name: 'Find locations' }).click()
  await expect(page.locator('.dealer-locator__result').first().getByRole('heading', { level: 3 })).toHaveText('Southern Cross Mitsubishi')
  await expect(page.locator('.locations-map__box')).toBeHidden()
  await expect(
    page
      .locator('.locations-map__static')
      .getByRole('link', { name: /^Get Directions to / })
      .first(),
  ).toBeVisible()
  await context.close()
})
