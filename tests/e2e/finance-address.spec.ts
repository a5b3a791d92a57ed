import { type Locator, type Page } from '@playwright/test'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import type { StockCar } from '@dealer/stock/car'
import { formatCents, formatPrice } from '@dealer/stock/format'
import { stockIndexName } from '@dealer/stock/index-schema'
import { expectAccessible } from './a11y'
import { OUTBACK, siteUrl } from './sites'
import { expect, test } from './test'

// Issue 48 (spec 001 §2, §4, §7): the finance page reads vin, nvic, year and car_type from its address, and a car's
// own YouX quote is the one figure its vehicle page and its pre-approval popup show.

const VIN = 'JTMBFREV30D123456'
const NVIC = '0BX319'

/** One of the quote's figures ("Weekly", "Comparison rate", …). */
const figure = (form: Locator, term: string) =>
  form
    .locator('.pre-approval__quote div')
    .filter({ has: form.page().getByText(term, { exact: true }) })
    .locator('dd')

/** One row of the car the address describes ("Condition", "Year", "VIN", "NVIC"). */
const vehicleRow = (form: Locator, term: string) =>
  form
    .locator('.pre-approval__vehicle div')
    .filter({ has: form.page().getByText(term, { exact: true }) })
    .locator('dd')

/** An Outback Edge 4x4 car in stock with a whole YouX quote (the demo site quotes its stock with YouX). */
async function youxQuotedCar(): Promise<StockCar & { youxQuote: { weeklyRepaymentAmount: number; advertisedRate: number; comparisonRate: number } }> {
  const { hits } = await adminSearchClient().client.searchSingleIndex<StockCar>({
    indexName: stockIndexName(OUTBACK),
    searchParams: { filters: 'status:in_stock AND price > 15000 AND price < 150000', hitsPerPage: 100 },
  })
  const car = hits.find(
    (hit) => hit.youxQuote && hit.youxQuote.weeklyRepaymentAmount > 0 && hit.youxQuote.advertisedRate != null && hit.youxQuote.comparisonRate != null,
  )
  if (!car) throw new Error(`no ${OUTBACK} car with a YouX quote`)
  return car as Awaited<ReturnType<typeof youxQuotedCar>>
}

test("a car's YouX quote: the vehicle page's weekly figure is the popup's, and the popup asks the broker for none", async ({ page }) => {
  const car = await youxQuotedCar()
  const quote = car.youxQuote
  const asked: unknown[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/youx/quote')) asked.push(request.postDataJSON())
  })
  await page.goto(siteUrl(OUTBACK, `/cars/${car.slug}`))
  // The page's offer shows the quote to the cent or the dollar, as the site rounds.
  const offer = page.locator('.vehicle-finance__offer')
  const shown = (await offer.textContent()) ?? ''
  expect([formatCents(quote.weeklyRepaymentAmount), formatPrice(quote.weeklyRepaymentAmount)].some((text) => text && shown.includes(`${text} per week`))).toBe(
    true,
  )

  const open = page.getByRole('link', { name: 'Get pre-approved' })
  await expect(open).toHaveAttribute('aria-haspopup', 'dialog')
  await open.click()
  const dialog = page.getByRole('dialog', { name: 'Get pre-approved' })
  await expect(dialog).toBeVisible()
  await expect(figure(dialog, 'Weekly')).toHaveText(formatCents(quote.weeklyRepaymentAmount))
  await expect(figure(dialog, 'Advertised rate')).toHaveText(`${quote.advertisedRate.toFixed(2)}% p.a.`)
  await expect(figure(dialog, 'Comparison rate')).toHaveText(`${quote.comparisonRate.toFixed(2)}% p.a.`)
  await expectAccessible(page)
  // Well past the quote's 500 ms wait: still the car's figure, and no call.
  await page.waitForTimeout(1_500)
  await expect(figure(dialog, 'Weekly')).toHaveText(formatCents(quote.weeklyRepaymentAmount))
  expect(asked).toEqual([])

  // Another loan is another quote: the broker is asked for it.
  const another = page.waitForRequest((request) => request.url().endsWith('/api/youx/quote'))
  await dialog.getByRole('radio', { name: 'Poor' }).check()
  expect((await another).postDataJSON()).toMatchObject({ selfAssessedCreditScore: 'POOR', vin: car.vin ?? null })
  await expect(figure(dialog, 'Weekly')).toHaveText(/^\$[\d,]+\.\d\d$/)
  await expect(figure(dialog, 'Weekly')).not.toHaveText(formatCents(quote.weeklyRepaymentAmount))
})

test("the finance page for a car with a YouX quote shows the car's figure, with no call", async ({ page }) => {
  const car = await youxQuotedCar()
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/youx/quote')) asked.push(request.url())
  })
  await page.goto(siteUrl(OUTBACK, `/finance?car_id=${encodeURIComponent(car.objectID)}`))
  const form = page.locator('.pre-approval--page')
  await expect(figure(form, 'Weekly')).toHaveText(formatCents(car.youxQuote.weeklyRepaymentAmount))
  await page.waitForTimeout(1_500)
  expect(asked).toEqual([])
})

test('/finance?vin=…&nvic=…&year=…&car_type=…: the form shows the car and quotes with its VIN, NVIC and year', async ({ page }) => {
  const asked = page.waitForRequest((request) => request.url().endsWith('/api/youx/quote'))
  await page.goto(siteUrl(OUTBACK, `/finance?vin=${VIN.toLowerCase()}&nvic=${NVIC}&year=2019&car_type=used&vehiclePriceBudget=32000#finance-form`))
  const form = page.locator('.pre-approval--page')
  await expect(form.getByText('The car you’re financing')).toBeVisible()
  await expect(vehicleRow(form, 'Condition')).toHaveText('Used')
  await expect(vehicleRow(form, 'Year')).toHaveText('2019')
  await expect(vehicleRow(form, 'VIN')).toHaveText(VIN)
  await expect(vehicleRow(form, 'NVIC')).toHaveText(NVIC)
  expect((await asked).postDataJSON()).toMatchObject({ vin: VIN, nvic: NVIC, year: 2019, purchasePrice: 32_000 })
  await expect(figure(form, 'Weekly')).toHaveText(/^\$[\d,]+\.\d\d$/)
  await expectAccessible(page)
})

test('bad vin, nvic, year and car_type are ignored: the page opens, showing none of them', async ({ page }) => {
  for (const search of ['?vin=NOT-A-VIN&nvic=%3Cscript%3E&year=abc&car_type=spaceship', '?vin=JTMBFREV30D12345O&year=99999&car_type=', '?year=1066']) {
    const response = await page.goto(siteUrl(OUTBACK, `/finance${search}`))
    expect(response?.status(), search).toBe(200)
    await expect(page.locator('.pre-approval--page')).toBeVisible()
    await expect(page.getByText('The car you’re financing')).toHaveCount(0)
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  /** The advertised rate the server's estimate shows for the address's car. */
  async function estimateRate(page: Page, search: string): Promise<string> {
    await page.goto(siteUrl(OUTBACK, `/finance${search}#finance-form`))
    const form = page.locator('.pre-approval--page')
    await form.getByRole('button', { name: 'Show my estimate' }).click()
    await expect(figure(form, 'Weekly')).toHaveText(/^\$[\d,]+\.\d\d$/)
    return (await figure(form, 'Advertised rate').textContent()) ?? ''
  }

  test("the address's car goes with every step's post, and its year prices the estimate", async ({ page }) => {
    await page.goto(siteUrl(OUTBACK, `/finance?vin=${VIN}&year=2012&car_type=demo#finance-form`))
    const form = page.locator('.pre-approval--page')
    await expect(vehicleRow(form, 'Condition')).toHaveText('Demo')
    await expect(form.locator('input[type="hidden"][name="vin"]')).toHaveValue(VIN)
    await expect(form.locator('input[type="hidden"][name="year"]')).toHaveValue('2012')
    await expect(form.locator('input[type="hidden"][name="car_type"]')).toHaveValue('demo')
    await form.getByRole('button', { name: 'Next' }).click()
    await expect(form.getByRole('heading', { name: /^Your Details/ })).toBeVisible()
    await expect(form.locator('input[type="hidden"][name="vin"]')).toHaveValue(VIN)
    await expect(form.locator('input[type="hidden"][name="year"]')).toHaveValue('2012')

    // An older car is a dearer loan at the broker: the year reached the quote.
    const older = await estimateRate(page, '?year=2012&vehiclePriceBudget=30000')
    const newer = await estimateRate(page, `?year=${new Date().getFullYear()}&vehiclePriceBudget=30000`)
    expect(older).toMatch(/% p\.a\.$/)
    expect(Number.parseFloat(older)).toBeGreaterThan(Number.parseFloat(newer))
  })
})
