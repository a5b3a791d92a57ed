import { type Page } from '@playwright/test'
import { stockIndexName } from '@dealer/stock/index-schema'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import type { StockCar } from '@dealer/stock/car'
import { expectAccessible } from './a11y'
import { staffRecords, patchSiteSettings } from './cms-records'
import { BAYSIDE, SOUTHERN_CROSS, siteUrl } from './sites'
import { expect, test } from './test'

/**
 * Favourites, compare and recently viewed (issue 20): kept in the browser's local storage, so each test's fresh
 * browser context starts with none.
 */

async function siteCars(filters: string, count: number, site = BAYSIDE): Promise<StockCar[]> {
  const { hits } = await adminSearchClient().client.searchSingleIndex<StockCar>({
    indexName: stockIndexName(site),
    searchParams: { filters, hitsPerPage: count },
  })
  if (hits.length < count) throw new Error(`${site} has fewer than ${count} cars matching ${filters}`)
  return hits
}

const USED_FOR_SALE = 'status:in_stock AND car_type:used AND price > 0'

const browserEvent = (page: Page, event: string) =>
  page.waitForRequest((request) => request.url().endsWith('/api/events') && request.method() === 'POST' && request.postDataJSON().event === event)

/** The vehicle page's own Favourite and Compare (similar cars' cards below have Compare toggles of their own). */
const sidebar = (page: Page) => page.locator('.car-page__sidebar')

/** The strip renders after hydration, once its place nears the viewport (at the foot of the page). */
async function recentlyViewed(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  return page.getByRole('region', { name: 'Recently viewed' })
}

test('a favourite by keyboard stays after a reload, and the compare page lists it to add', async ({ page, request }) => {
  const [car] = await siteCars(USED_FOR_SALE, 1)
  await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}`))
  const favourite = sidebar(page).getByRole('button', { name: `Favourite ${car.name}` })
  const compare = sidebar(page).getByRole('button', { name: `Compare ${car.name}` })
  await expect(favourite).toHaveAttribute('aria-pressed', 'false')

  // Keyboard only: Tab from Share past Print and the watchlist's Save to Favourite, Space presses it (event 39); Tab on
  // to Compare, Enter presses it.
  const aside = page.locator('aside')
  await expect(aside.getByRole('button', { name: 'Share', exact: true })).toBeEnabled()
  await aside.getByRole('button', { name: 'Share', exact: true }).focus()
  await page.keyboard.press('Tab')
  await expect(aside.getByRole('link', { name: 'Print (opens in a new tab)' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(aside.getByRole('button', { name: 'Save', exact: true })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(favourite).toBeFocused()
  const favourited = page.waitForResponse((response) => response.url().endsWith(`/cars/${car.slug}/favourite`) && response.request().method() === 'POST')
  await page.keyboard.press('Space')
  expect((await favourited).status()).toBe(204)
  // Recorded by the server, as staff read it (event 39), not reported by the browser.
  await expect.poll(async () => (await staffRecords(request, BAYSIDE, 'analytics-events', { carId: car.objectID, eventId: '39' })).length).toBeGreaterThan(0)
  await expect(favourite).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.press('Tab')
  await expect(compare).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(compare).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.press('Enter')
  await expect(compare).toHaveAttribute('aria-pressed', 'false')

  await page.reload()
  await expect(sidebar(page).getByRole('button', { name: `Favourite ${car.name}` })).toHaveAttribute('aria-pressed', 'true')
  await expect(sidebar(page).getByRole('button', { name: `Compare ${car.name}` })).toHaveAttribute('aria-pressed', 'false')

  // The compare page, empty, offers the favourite; adding it puts the car in the comparison and its address.
  await page.goto(siteUrl(BAYSIDE, '/compare'))
  await expect(page.getByRole('heading', { name: 'No cars to compare yet' })).toBeVisible()
  const favourites = page.getByRole('region', { name: 'Your favourites' })
  await expect(favourites.getByRole('link', { name: car.name })).toBeVisible()
  await expectAccessible(page)
  await favourites.getByRole('button', { name: `Add to comparison: ${car.name}` }).click()
  await expect(page).toHaveURL(siteUrl(BAYSIDE, `/compare?cars=${car.slug}`))
  await expect(page.getByRole('columnheader', { name: new RegExp(car.name) })).toBeVisible()
  await expect(favourites.getByText('In the comparison')).toBeVisible()

  // Forgetting the favourite takes it off the vehicle page's button too.
  await favourites.getByRole('button', { name: `Remove ${car.name} from favourites` }).click()
  await expect(favourites).toBeHidden()
  await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}`))
  await expect(sidebar(page).getByRole('button', { name: `Favourite ${car.name}` })).toHaveAttribute('aria-pressed', 'false')
})

test('two cars compared side by side; the address reproduces the comparison in a fresh browser', async ({ page, browser }) => {
  const [first, second] = await siteCars(USED_FOR_SALE, 2)
  for (const car of [first, second]) {
    await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}`))
    await sidebar(page)
      .getByRole('button', { name: `Compare ${car.name}` })
      .click()
    await expect(sidebar(page).getByRole('button', { name: `Compare ${car.name}` })).toHaveAttribute('aria-pressed', 'true')
  }
  await page.getByRole('link', { name: 'Compare now (2)' }).click()
  await expect(page).toHaveURL(siteUrl(BAYSIDE, `/compare?cars=${first.slug},${second.slug}`))
  const heads = page.getByRole('columnheader')
  await expect(heads.nth(0)).toContainText(first.name)
  await expect(heads.nth(1)).toContainText(second.name)
  await expect(page.getByRole('row', { name: /^Odometer/ })).toContainText(`${first.km.toLocaleString('en-AU')} km`)
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible()
  await expectAccessible(page)

  // Someone else opens the link: the same cars, from the address alone.
  const address = page.url()
  const elsewhere = await browser.newContext()
  try {
    const other = await elsewhere.newPage()
    await other.goto(address)
    await expect(other.getByRole('columnheader')).toHaveCount(2)
    await expect(other.getByRole('link', { name: first.name })).toBeVisible()
    await expect(other.getByRole('link', { name: second.name })).toBeVisible()
  } finally {
    await elsewhere.close()
  }

  // Removing a car by keyboard updates the address and this browser's list; the bare page opens that list.
  await expect(page.getByRole('button', { name: `Remove ${first.name} from the comparison` })).toBeEnabled()
  await page.getByRole('button', { name: `Remove ${first.name} from the comparison` }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(siteUrl(BAYSIDE, `/compare?cars=${second.slug}`))
  await expect(page.getByRole('heading', { level: 1, name: 'Compare cars' })).toBeFocused()
  await page.goto(siteUrl(BAYSIDE, '/compare'))
  await expect(page).toHaveURL(siteUrl(BAYSIDE, `/compare?cars=${second.slug}`))
})

test('a fifth car to compare is refused with the limit, and the four stay', async ({ page }) => {
  const cars = await siteCars(USED_FOR_SALE, 5)
  const four = cars.slice(0, 4).map((car) => ({ id: car.objectID, slug: car.slug, name: car.name }))
  await page.addInitScript((stored) => localStorage.setItem('dealer.compare', stored), JSON.stringify(four))
  const fifth = cars[4]
  await page.goto(siteUrl(BAYSIDE, `/cars/${fifth.slug}`))
  const compare = sidebar(page).getByRole('button', { name: `Compare ${fifth.name}` })
  await compare.click()
  await expect(page.getByRole('status').filter({ hasText: 'You can compare up to 4 cars. Remove one to add this car.' })).toBeVisible()
  await expect(compare).toHaveAttribute('aria-pressed', 'false')
  await expect(page.getByRole('link', { name: 'Compare now (4)' })).toHaveAttribute('href', `/compare?cars=${four.map((car) => car.slug).join(',')}`)
})

test('a viewed car shows in Recently viewed on the home and search pages (events 4 and 49)', async ({ page }) => {
  // Four page loads and two full axe runs on a shared machine.
  test.setTimeout(120_000)
  const [first, second] = await siteCars(USED_FOR_SALE, 2)
  await page.goto(siteUrl(BAYSIDE, '/'))
  await expect(await recentlyViewed(page)).toHaveCount(0)

  for (const car of [first, second]) {
    const viewed = browserEvent(page, 'used-car-viewed')
    await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}`))
    await viewed
  }

  await page.goto(siteUrl(BAYSIDE, '/'))
  const strip = await recentlyViewed(page)
  await expect(strip).toBeVisible()
  // Newest first.
  await expect(strip.getByRole('link')).toHaveCount(2)
  await expect(strip.getByRole('link').nth(0)).toContainText(second.name)
  await expect(strip.getByRole('link').nth(1)).toHaveAttribute('href', `/cars/${first.slug}`)
  await expectAccessible(page)

  const searchViewed = browserEvent(page, 'search-viewed')
  await page.goto(siteUrl(BAYSIDE, '/search/used-cars'))
  await searchViewed
  const onSearch = await recentlyViewed(page)
  await expect(onSearch.getByRole('link', { name: new RegExp(first.name) })).toBeVisible()
  await expectAccessible(page)

  // Keyboard: the strip's links and its clear button; clearing hides it.
  await expect(onSearch.getByRole('button', { name: 'Clear recently viewed' })).toBeEnabled()
  await onSearch.getByRole('button', { name: 'Clear recently viewed' }).focus()
  await page.keyboard.press('Enter')
  await expect(onSearch).toBeHidden()
})

test("a site's stricter setting shows Favourite and Compare only on used cars priced above $0 with photos", async ({ page, request }) => {
  test.setTimeout(120_000)
  const [used] = await siteCars(`${USED_FOR_SALE} AND photos_count > 0`, 1, SOUTHERN_CROSS)
  const [fresh] = await siteCars('status:in_stock AND car_type:new', 1, SOUTHERN_CROSS)
  const strict = (on: boolean) => patchSiteSettings(request, SOUTHERN_CROSS, { features: { favouritesUsedPricedWithImagesOnly: on } })
  const favouriteOn = (car: StockCar) => sidebar(page).getByRole('button', { name: `Favourite ${car.name}` })

  // By default a new car for sale has the buttons too.
  await page.goto(siteUrl(SOUTHERN_CROSS, `/cars/${fresh.slug}`))
  await expect(favouriteOn(fresh)).toBeVisible()
  try {
    await strict(true)
    // Publishing drops the storefront's cached settings; the next load reads them.
    await expect(async () => {
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(fresh.name)
      await expect(sidebar(page).getByRole('button', { name: `Compare ${fresh.name}` })).toHaveCount(0, { timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    await expect(favouriteOn(fresh)).toHaveCount(0)
    await page.goto(siteUrl(SOUTHERN_CROSS, `/cars/${used.slug}`))
    await expect(favouriteOn(used)).toBeVisible()
    await expect(sidebar(page).getByRole('button', { name: `Compare ${used.name}` })).toBeVisible()
  } finally {
    await strict(false)
  }
})
