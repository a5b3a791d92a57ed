import { type Locator, type Page } from '@playwright/test'
import { stockIndexName } from '@dealer/stock/index-schema'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import type { StockCar } from '@dealer/stock/car'
import { expectAccessible } from './a11y'
import { BAYSIDE, OUTBACK, SOUTHERN_CROSS, siteUrl } from './sites'
import { sellingPrice } from '@dealer/stock/display'
import { expect, test } from './test'

/** Tabs from where focus is until `target` has it (at most `limit` presses), as a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, limit = 120): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${target}`)
}

test('the repayment calculator block by keyboard alone: sliders, the bounds message, Show Less and Show More', async ({ page }) => {
  await page.goto(siteUrl(BAYSIDE, '/finance-and-insurance'))
  const calculator = page.getByRole('region', { name: 'Estimate your repayments' })
  await expect(calculator).toHaveAttribute('id', 'finance-calculator')
  const payment = calculator.locator('.block-repayment-calculator__payment')
  await expect(payment).toHaveText(/^\$\d/)
  // Hydrated once the block's own chunk has loaded: the number inputs answer typing only then.
  const price = calculator.getByRole('slider', { name: 'Purchase price' })
  await expect(price).toHaveAttribute('aria-valuetext', '$30,000')

  await tabTo(page, price)
  const first = await payment.textContent()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(price).toHaveAttribute('aria-valuetext', '$31,000')
  await expect(payment).not.toHaveText(first ?? '')

  // At the bounds the spec's message shows; back inside, it goes.
  const message = calculator.getByText('Cannot be less than $1,000 or more than $250,000')
  await page.keyboard.press('Home')
  await expect(price).toHaveAttribute('aria-valuetext', '$1,000')
  await expect(message).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(message).toBeHidden()

  // On to the term: a shorter term, a dearer repayment.
  await page.keyboard.press('End')
  const term = calculator.getByRole('slider', { name: 'Loan term' })
  await tabTo(page, term)
  await expect(term).toHaveAttribute('aria-valuetext', '5 years')
  const beforeTerm = await payment.textContent()
  await page.keyboard.press('ArrowLeft')
  await expect(term).toHaveAttribute('aria-valuetext', '4.5 years')
  await expect(payment).not.toHaveText(beforeTerm ?? '')
  await expect(calculator.getByText(/over 4\.5 years, 234 repayments/)).toBeVisible()

  // The frequency by arrow keys within the radio group.
  await tabTo(page, calculator.getByRole('radio', { name: 'Weekly' }))
  await page.keyboard.press('ArrowRight')
  await expect(calculator.getByRole('radio', { name: 'Fortnightly' })).toBeChecked()
  await expect(calculator.getByText(/per fortnight/)).toBeVisible()
  await expect(calculator.getByText('Total payable')).toBeVisible()
  await expect(calculator.getByRole('img', { name: /Principal and interest repaid each year/ })).toBeVisible()

  // The disclaimer: expanded at first; Show Less cuts it, Show More restores it.
  const disclaimer = calculator.locator('#financeDisclaimer p')
  const whole = await disclaimer.textContent()
  const less = calculator.getByRole('button', { name: 'Show Less' })
  await expect(less).toBeEnabled()
  await tabTo(page, less)
  await page.keyboard.press('Enter')
  await expect(disclaimer).toHaveText(/…$/)
  expect((await disclaimer.textContent())?.length).toBeLessThanOrEqual(198)
  await expect(calculator.getByRole('button', { name: 'Show More' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(disclaimer).toHaveText(whole ?? '')

  await expectAccessible(page)
})

test("a site's own rate range and rounding: 9.95–19.95%, rounded up to the dollar", async ({ page }) => {
  await page.goto(siteUrl(SOUTHERN_CROSS, '/finance-and-insurance'))
  const calculator = page.getByRole('region', { name: 'Estimate your repayments' })
  const rate = calculator.getByRole('slider', { name: 'Interest rate (p.a.)' })
  await expect(rate).toHaveAttribute('min', '9.95')
  await expect(rate).toHaveAttribute('max', '19.95')
  await expect(calculator.locator('.block-repayment-calculator__payment')).toHaveText(/^\$[\d,]+$/)
  await expect(calculator.getByText(/\$1,313 of fees financed; plus a \$8 monthly account fee/)).toBeVisible()
})

test('the Angle site lends from $5,000 on every vehicle page (decision 062)', async ({ page }) => {
  const { hits } = await adminSearchClient().client.searchSingleIndex<StockCar>({
    indexName: stockIndexName(SOUTHERN_CROSS),
    searchParams: { filters: 'status:in_stock AND price > 20000', hitsPerPage: 1 },
  })
  const car = hits[0]
  if (!car) throw new Error('no Southern Cross car over $20,000')
  await page.goto(siteUrl(SOUTHERN_CROSS, `/cars/${car.slug}`))
  const amount = page.getByRole('slider', { name: 'Loan amount' })
  await amount.scrollIntoViewIfNeeded()
  await expect(amount).toHaveAttribute('min', '5000')
})

test('the vehicle page calculator starts at $30,000 over 6 years on a site without the flags', async ({ page }) => {
  const { hits } = await adminSearchClient().client.searchSingleIndex<StockCar>({
    indexName: stockIndexName(BAYSIDE),
    searchParams: { filters: 'status:in_stock AND price > 40000', hitsPerPage: 1 },
  })
  const car = hits[0]
  if (!car) throw new Error('no Bayside car over $40,000')
  await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}`))
  const amount = page.getByRole('slider', { name: 'Loan amount' })
  await amount.scrollIntoViewIfNeeded()
  await expect(amount).toHaveAttribute('aria-valuetext', '$30,000')
  await expect(amount).toHaveAttribute('min', '1000')
  await expect(page.getByRole('slider', { name: 'Loan term' })).toHaveAttribute('aria-valuetext', '6 years')
  await expect(page.locator('.finance-calculator').getByText('Total interest')).toBeVisible()
  await expectAccessible(page)
})

test("the vehicle page calculator starts at the car's price over 5 years on a site that says so", async ({ page }) => {
  const { hits } = await adminSearchClient().client.searchSingleIndex<StockCar>({
    indexName: stockIndexName(OUTBACK),
    searchParams: { filters: 'status:in_stock AND price > 10000 AND price < 90000', hitsPerPage: 1 },
  })
  const car = hits[0]
  if (!car) throw new Error('no Outback Edge car between $10,000 and $90,000')
  await page.goto(siteUrl(OUTBACK, `/cars/${car.slug}`))
  const amount = page.getByRole('slider', { name: 'Loan amount' })
  await amount.scrollIntoViewIfNeeded()
  // The price the car sells for: its offer price when it has one.
  await expect(amount).toHaveAttribute('value', String(sellingPrice(car)))
  await expect(page.getByRole('slider', { name: 'Loan term' })).toHaveAttribute('aria-valuetext', '5 years')
  // The site lends from $5,000 (its calculator's flag), as its repayment calculator blocks do (issue 48).
  await expect(amount).toHaveAttribute('min', '5000')
})
