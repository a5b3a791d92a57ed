import { type Locator, type Page } from '@playwright/test'
import { DEMO_TENANTS } from '@dealer/seed/demo-tenants'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import { VALUATION_PLUGIN_TENANTS } from '@dealer/seed/site-content'
import type { StockCar } from '@dealer/stock/car'
import { stockIndexName } from '@dealer/stock/index-schema'
import { expectAccessible } from './a11y'
import { valuableStockCar } from './trade-in-cars'
import { BAYSIDE, cmsUrl, logInToAdmin, OUTBACK, siteUrl, SOUTHERN_CROSS } from './sites'
import { expect, test } from './test'

const run = Date.now().toString(36)

/** An in-stock car priced above $200 and not reserved: one the Trade-in button shows for on a site with the plugin. */
async function tradeInCar(site: string): Promise<StockCar> {
  const { hits } = await adminSearchClient().client.searchSingleIndex<StockCar>({
    indexName: stockIndexName(site),
    searchParams: { filters: 'status:in_stock AND price > 1000', hitsPerPage: 50 },
  })
  const car = hits.find((hit) => !hit.reserved)
  if (!car) throw new Error(`no in-stock car at ${site}`)
  return car
}

const form = (page: Page) => page.locator('.trade-in-form')
const stepHeading = (scope: Locator, name: string) => scope.getByRole('heading', { name: new RegExp(`^${name}`) })

/** Finds the car by its plate and state, then moves on to Condition. */
async function identifyByPlate(page: Page, plate: string, state: string, carName: RegExp) {
  const steps = form(page)
  await steps.getByLabel('Registration plate').fill(plate)
  await steps.getByLabel('State', { exact: true }).selectOption(state)
  await steps.getByRole('button', { name: 'Find my car' }).click()
  await expect(steps.getByText('We found your car', { exact: true })).toBeVisible()
  await expect(steps.getByText(carName)).toBeVisible()
  await expectAccessible(page)
  await steps.getByRole('button', { name: 'Next' }).click()
  await expect(stepHeading(steps, 'Condition')).toBeFocused()
}

async function answerCondition(page: Page, km: string) {
  const steps = form(page)
  await steps.getByLabel('Kilometres').fill(km)
  await steps.getByRole('group', { name: 'Service history' }).getByLabel('Full service history').check()
  await steps.getByRole('group', { name: 'Damage' }).getByLabel('No damage').check()
  await steps.getByRole('group', { name: 'Tyres' }).getByLabel('Good: plenty of tread').check()
  await steps
    .getByRole('group', { name: /^Fitted accessories/ })
    .getByLabel('No')
    .check()
  await steps.getByRole('group', { name: 'Money owing on the car' }).getByLabel('No').check()
  await steps.getByRole('button', { name: 'Next' }).click()
  await expect(stepHeading(steps, 'Your details')).toBeFocused()
}

async function fillDetails(page: Page, lastName: string) {
  const steps = form(page)
  await steps.getByLabel('First Name').fill('Noah')
  await steps.getByLabel('Last Name').fill(lastName)
  await steps.getByLabel('Email Address').fill(`noah.${run}@example.com`)
  await steps.getByLabel('Mobile Number').fill('0412 345 678')
  await steps.getByLabel('Postcode').fill('4163')
}

test('sell my car from the home page banner: plate lookup → answers → contact → a valuation range → Accept offer → /success; the two leads in the site’s admin', async ({
  page,
}) => {
  // Four steps, two leads and the admin's first page: longer than one page's test.
  test.setTimeout(150_000)
  const car = await valuableStockCar()
  await page.goto(siteUrl(BAYSIDE, '/'))
  const sell = page.locator('.block-promo-banner__card').filter({ has: page.getByRole('heading', { name: 'Sell your car' }) })
  await sell.getByRole('link', { name: 'Get my offer' }).click()
  await expect(page).toHaveURL(/\/sell-my-car$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sell your car: get an instant offer in 2 minutes')
  const steps = form(page)
  await expect(steps.getByRole('listitem').and(page.locator('[aria-current="step"]'))).toContainText('Identify your car')
  await expectAccessible(page)

  // Identify your car: the site's own demo plate, registered in its location's state.
  await identifyByPlate(page, car.regplate!, car.state, new RegExp(`^${car.year} ${car.make} ${car.model}`))

  // Condition: checked before Next.
  await steps.getByRole('button', { name: 'Next' }).click()
  await expect(steps.getByRole('alert').filter({ hasText: 'Please fix the following errors:' })).toBeVisible()
  await expectAccessible(page)
  await answerCondition(page, String(Math.max(1000, car.km - 500)))
  await expectAccessible(page)

  // Your details, then the valuation: a range with the estimate.
  const lastName = `Trade${run}`
  await fillDetails(page, lastName)
  await steps.getByRole('button', { name: 'Get my valuation' }).click()
  await expect(stepHeading(steps, 'Your valuation')).toBeFocused()
  await expect(steps.getByText('Your instant estimate', { exact: true })).toBeVisible()
  await expect(steps.locator('.trade-in-form__estimate')).toHaveText(/^\$\d{1,3}(,\d{3})*$/)
  await expect(steps.locator('.trade-in-form__range')).toHaveText(/^Range \$\d{1,3}(,\d{3})* – \$\d{1,3}(,\d{3})*$/)
  await expect(steps.locator('.trade-in-form__confidence')).toHaveText(/^(High|Medium|Low) confidence/)
  await expectAccessible(page)

  await steps.getByRole('button', { name: 'Accept offer' }).click()
  await page.waitForURL(/\/success\?lead=\d+&category=Trade-in$/)
  await expect(page.getByRole('heading', { name: 'Thank you, Noah' })).toBeVisible()

  const site = DEMO_TENANTS.find((tenant) => tenant.slug === BAYSIDE)!
  await logInToAdmin(page, site.staff)
  await page.goto(cmsUrl(`/admin/collections/leads?search=${lastName}`))
  const rows = page.getByRole('row').filter({ hasText: lastName })
  await expect(rows).toHaveCount(2)
  await expect(rows.filter({ hasText: 'Trade-in' })).toHaveCount(2)
})

test('the three trade-in addresses are one page, open to anyone (never gated)', async ({ page }) => {
  for (const path of ['/trade-in', '/sell-my-car', '/cars/trade-in']) {
    const answer = await page.goto(siteUrl(SOUTHERN_CROSS, path))
    expect(answer?.status(), path).toBe(200)
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(stepHeading(form(page), 'Identify your car')).toBeVisible()
  }
})

test('an old car gets no number: "We\'ll inspect it and call you"', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto(siteUrl(BAYSIDE, '/trade-in'))
  await identifyByPlate(page, 'OLDCAR', 'QLD', /^2015 Toyota Corolla/)
  await answerCondition(page, '150000')
  await fillDetails(page, `Old${run}`)
  const steps = form(page)
  await steps.getByRole('button', { name: 'Get my valuation' }).click()
  await expect(stepHeading(steps, 'Your valuation')).toBeFocused()
  await expect(steps.locator('.trade-in-form__inspect')).toHaveText("We'll inspect it and call you")
  await expect(steps.getByRole('button', { name: 'Accept offer' })).toHaveCount(0)
  await expectAccessible(page)
})

test('the Trade-in button on a plugin site’s vehicle page and cards goes to /cars/trade-in with the car’s card; none on a site without the plugin', async ({
  page,
}) => {
  // Five pages on two sites.
  test.setTimeout(120_000)
  expect(VALUATION_PLUGIN_TENANTS).toContain(BAYSIDE)
  expect(VALUATION_PLUGIN_TENANTS).not.toContain(OUTBACK)
  const car = await tradeInCar(BAYSIDE)
  await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}`))
  await page.locator('.car-page__sidebar').getByRole('link', { name: 'Trade-in' }).click()
  await expect(page).toHaveURL(new RegExp(`/cars/trade-in\\?car_id=${car.objectID}$`))
  await expect(page.getByRole('heading', { name: `Value your trade-in towards the ${car.name}` })).toBeVisible()
  const card = page.getByRole('complementary', { name: 'Your next car' })
  await expect(card.getByRole('heading', { name: car.name })).toBeVisible()
  await expect(card.locator('.car-card__image')).toBeVisible()
  await expectAccessible(page)

  // An id that isn't one of the site's: the page, without a card.
  await page.goto(siteUrl(BAYSIDE, '/cars/trade-in?car_id=not-a-car'))
  await expect(page.getByRole('heading', { name: 'Get your instant estimate' })).toBeVisible()
  await expect(page.getByRole('complementary', { name: 'Your next car' })).toHaveCount(0)

  await page.goto(siteUrl(BAYSIDE, '/search/used-cars'))
  await expect(
    page
      .locator('.search-results')
      .getByRole('link', { name: /^Trade-in: / })
      .first(),
  ).toBeVisible()

  const outbackCar = await tradeInCar(OUTBACK)
  await page.goto(siteUrl(OUTBACK, `/cars/${outbackCar.slug}`))
  await expect(page.locator('.car-page__sidebar').getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Trade-in' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Trade-in FAQ' })).toHaveCount(0)
  await page.goto(siteUrl(OUTBACK, '/search/used-cars'))
  await expect(page.locator('.search-results .car-card').first()).toBeVisible()
  await expect(page.getByRole('link', { name: /^Trade-in: / })).toHaveCount(0)
})

test('the trade-in FAQ is collapsible and opens by keyboard, on the trade-in page and a plugin site’s vehicle page', async ({ page }) => {
  for (const path of ['/trade-in', `/cars/${(await tradeInCar(BAYSIDE)).slug}`]) {
    await page.goto(siteUrl(BAYSIDE, path))
    const faq = page.getByRole('region', { name: 'Trade-in FAQ' })
    const answer = faq.getByText('Enter your rego and kilometres for an instant estimate', { exact: false })
    await expect(answer).toBeHidden()
    await faq.locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect(answer).toBeVisible()
    await expect(faq.getByText('Can I trade in a car that still has finance owing?')).toBeVisible()
    await expectAccessible(page)
    await page.keyboard.press('Enter')
    await expect(answer).toBeHidden()
  }
})
