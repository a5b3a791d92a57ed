import { stockIndexName } from '@dealer/stock/index-schema'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import type { StockCar } from '@dealer/stock/car'
import { expectAccessible } from './a11y'
import { staffRecords } from './cms-records'
import { BAYSIDE, OUTBACK, siteUrl } from './sites'
import { expect, test } from './test'

/** Issue 24 in Chromium: a caravan's page (spec 001 §3: feet and metres, kg), and a car's History Report button. */

async function stockOf(site: string, filters: string): Promise<StockCar[]> {
  const { hits } = await adminSearchClient().client.searchSingleIndex<StockCar>({
    indexName: stockIndexName(site),
    searchParams: { filters, hitsPerPage: 1000 },
  })
  return hits
}

test('a caravan page lists its build in feet and metres and kilograms, its price, and is WCAG 2.2 AA clean', async ({ page }) => {
  const caravan = (await stockOf(OUTBACK, 'status:in_stock')).find((car) => car.item_type === 'caravan' && car.model === 'Starcraft')
  if (!caravan) throw new Error('no Starcraft caravan in the Outback Edge stock')
  await page.goto(siteUrl(OUTBACK, `/cars/${caravan.slug}`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(caravan.name)
  const specifications = page.getByRole('region', { name: 'Caravan specifications' })
  await specifications.scrollIntoViewIfNeeded()
  await expect(specifications.getByText('Body length')).toBeVisible()
  await expect(specifications.getByText('18 ft 7 in (5.66 m)')).toBeVisible()
  await expect(specifications.getByText('8 ft 0 in (2.44 m)')).toBeVisible()
  await expect(specifications.getByText('1,980 kg')).toBeVisible()
  await expect(specifications.getByText('2,400 kg')).toBeVisible()
  await expect(specifications.getByText('Single')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Instant Message' })).toHaveAttribute('href', /^sms:\+61491570157\?body=/)
  // Checked once the shopper has scrolled to the foot: until then the browser lays out the unseen sections at an
  // estimated height (content-visibility), and axe would measure the footer against that estimate.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  await page.waitForLoadState('networkidle')
  await expectAccessible(page)
})

test('a used car with a report opens it from History Report in a new tab and records event 60', async ({ page, request }) => {
  const car = (await stockOf(BAYSIDE, 'status:in_stock AND car_type:used')).find((candidate) => candidate.file)
  if (!car) throw new Error('no Bayside used car with a history report')
  const opens = async () => (await staffRecords(request, BAYSIDE, 'analytics-events', { carId: car.objectID, eventId: '60' }))[0]?.id
  const lastOpened = await opens()
  await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}`))
  // A plain link, through the server, which records the press on its way to the report (no script needed).
  const button = page.getByRole('link', { name: /^History Report/ })
  await expect(button).toHaveAttribute('target', '_blank')
  const opened = page.context().waitForEvent('page')
  await button.click()
  const report = await opened
  await expect.poll(opens).not.toBe(lastOpened)
  await expect(report.getByRole('heading', { level: 1 })).toHaveText('Sample vehicle history report')
  await expectAccessible(page)
})
