import { keyInformation } from '@dealer/stock/specs'
import { staffRecords } from './cms-records'
import { hydrated } from './hydration'
import { BAYSIDE, SOUTHERN_CROSS, siteUrl } from './sites'
import { siteCar } from './site-cars'
import { expect, test } from './test'

/**
 * The vehicle page's rules issue 48 found untested: the site's disclaimer block, key information's first 4 (spec 000
 * §9), and no watchlist button on a sold car the shopper hasn't saved (spec 000 §4).
 */

const USED_FOR_SALE = 'status:in_stock AND car_type:used AND price > 0'

for (const site of [BAYSIDE, SOUTHERN_CROSS]) {
  test(`${site}: the vehicle page shows the site's disclaimer`, async ({ page, request }) => {
    // The text as the site's staff see it in Site settings › Vehicle page: seeded, so a real text, not an empty block.
    const [settings] = await staffRecords(request, site, 'site-settings', {})
    const disclaimer = (settings?.vehiclePage as { disclaimer?: string | null } | undefined)?.disclaimer?.trim() ?? ''
    expect(disclaimer.length, 'the seeded site settings have a vehicle-page disclaimer').toBeGreaterThan(40)

    const car = await siteCar(site, USED_FOR_SALE)
    await page.goto(siteUrl(site, `/cars/${car.slug}`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name)
    const block = page.getByRole('region', { name: 'Disclaimer', exact: true })
    await block.scrollIntoViewIfNeeded()
    await expect(block).toBeVisible()
    await expect(block.getByText(disclaimer, { exact: true })).toBeVisible()
  })
}

test('key information shows the first 4 facts, then Show More shows the rest and Show Less goes back', async ({ page }) => {
  const car = await siteCar(BAYSIDE, USED_FOR_SALE)
  const labels = keyInformation(car, 'litres').map((fact) => fact.label)
  expect(labels.length, 'the car has more than 4 key facts').toBeGreaterThan(4)
  await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}`))

  const keyInfo = page.getByRole('region', { name: 'Key information' })
  // Server-rendered with the rest hidden; its Show More works once the section hydrates, when scrolled near.
  await keyInfo.scrollIntoViewIfNeeded()
  const shown = keyInfo.locator('dt:visible')
  await expect(shown).toHaveText(labels.slice(0, 4))
  await keyInfo.getByRole('button', { name: 'Show More' }).click()
  await expect(shown).toHaveText(labels)
  await keyInfo.getByRole('button', { name: 'Show Less' }).click()
  await expect(shown).toHaveText(labels.slice(0, 4))
  await expect(keyInfo.getByRole('button', { name: 'Show More' })).toBeVisible()
})

test('signed out, a sold car offers no Save; a car for sale does', async ({ page }) => {
  const forSale = await siteCar(BAYSIDE, USED_FOR_SALE)
  await page.goto(siteUrl(BAYSIDE, `/cars/${forSale.slug}`))
  await hydrated(page)
  await expect(page.locator('aside').getByRole('button', { name: 'Save', exact: true })).toBeVisible()

  const sold = await siteCar(BAYSIDE, 'status:sold')
  await page.goto(siteUrl(BAYSIDE, `/cars/${sold.slug}`))
  await expect(page.getByText(`Unfortunately this ${sold.make} ${sold.model} recently sold`)).toBeVisible()
  // Neither in the server's page nor once its scripts have run.
  await hydrated(page)
  // (Similar cars' cards below have their own hearts, named Save {car}; the page's own is Save or Saved alone.)
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveCount(0)
})
