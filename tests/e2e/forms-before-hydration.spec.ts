import { type Locator, type Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import { mobileFor, staffRecords } from './cms-records'
import { BAYSIDE, OUTBACK, SOUTHERN_CROSS, siteUrl } from './sites'
import { valuableStockCar } from './trade-in-cars'
import { financeCar } from './finance-cars'
import { codeFor, newMobile } from './sms-codes'
import { expect, test } from './test'

/**
 * Issue 43: with JavaScript on, a shopper who types and presses at once, before the page's scripts have run (a phone's
 * slow CPU: 4× slower here), loses nothing. No test here waits for hydration: each types and presses straight after
 * `goto`, as a shopper would, and finds every value in the lead the CMS saved.
 */
const run = Date.now().toString(36)

test.beforeEach(async ({ page }) => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
})

async function fillContact(scope: Locator, lastName: string) {
  await scope.getByLabel('First Name').fill('Ava')
  await scope.getByLabel('Last Name').fill(lastName)
  await scope.getByLabel('Mobile Number').fill(mobileFor(lastName))
  await scope.getByLabel('Email Address').fill(`${lastName.toLowerCase()}@example.com`)
  await scope.getByLabel('Postcode').fill('2150')
}

const sent = (page: Page) => expect(page).toHaveURL(/\/success\?lead=\d+&category=/, { timeout: 20_000 })

/** A used car of a site, by the address of its page. */
async function firstCarPath(page: Page, site: string): Promise<string> {
  await page.goto(siteUrl(site, '/search/used-cars'))
  return (await page.locator('main').getByRole('article').first().getByRole('link').first().getAttribute('href'))!
}

test('a car’s enquiry typed and sent at once after the page opens: the lead has every value', async ({ page, request }) => {
  const car = await firstCarPath(page, BAYSIDE)
  const lastName = `Early${run}`
  await page.goto(siteUrl(BAYSIDE, `${car}/enquire?kind=enquire`))
  const form = page.getByRole('main')
  await fillContact(form, lastName)
  await form.getByLabel('Message').fill('Typed before the scripts ran.')
  await form.getByRole('button', { name: 'Send Enquiry' }).click()
  await sent(page)
  const [lead] = await staffRecords(request, BAYSIDE, 'leads', { lastName })
  expect(lead).toMatchObject({ form: 'enquiry', name: 'Ava', phone: mobileFor(lastName), postcode: '2150', message: 'Typed before the scripts ran.' })
})

test('Enquire Now pressed at once on a car’s page: its form, in a dialog or on its page, sends every value', async ({ page, request }) => {
  const car = await firstCarPath(page, BAYSIDE)
  const lastName = `EarlyPress${run}`
  await page.goto(siteUrl(BAYSIDE, car))
  await page.locator('aside').getByRole('link', { name: 'Enquire Now', exact: true }).click()
  // Before the scripts run the link opens the enquiry page; after, the same form in a dialog.
  const form = page.getByRole('dialog').or(page.getByRole('main').filter({ has: page.getByRole('heading', { level: 1, name: 'Enquire Now' }) }))
  await fillContact(form, lastName)
  await form.getByRole('button', { name: 'Send Enquiry' }).click()
  await sent(page)
  expect((await staffRecords(request, BAYSIDE, 'leads', { lastName }))[0]).toMatchObject({ form: 'enquiry', email: `${lastName.toLowerCase()}@example.com` })
})

test('the contact form filled and sent at once: every value and the opt-in as left', async ({ page, request }) => {
  const lastName = `EarlyContact${run}`
  await page.goto(siteUrl(SOUTHERN_CROSS, '/contact'))
  await page.getByLabel('Location').selectOption({ index: 1 })
  await page.getByLabel('Preferred dealership').selectOption({ index: 1 })
  await fillContact(page.getByRole('main'), lastName)
  await page.getByLabel('Comments').fill('Sent before hydration.')
  await page.getByLabel('Keep me up to date with offers and news').uncheck()
  await page.getByRole('button', { name: 'Send Enquiry' }).click()
  await sent(page)
  expect((await staffRecords(request, SOUTHERN_CROSS, 'leads', { lastName }))[0]).toMatchObject({ consent: false, message: 'Sent before hydration.' })
})

test('a test drive’s two steps pressed through at once: the time chosen is the one booked', async ({ page, request }) => {
  const car = await firstCarPath(page, SOUTHERN_CROSS)
  const lastName = `EarlyDrive${run}`
  await page.goto(siteUrl(SOUTHERN_CROSS, `${car}/enquire?kind=test-drive`))
  const time = page.getByLabel('Preferred date and time')
  const chosen = await time.locator('option').nth(1).getAttribute('value')
  await time.selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Next' }).click()
  await fillContact(page.getByRole('main'), lastName)
  await page.getByRole('button', { name: 'Book Test Drive' }).click()
  await sent(page)
  expect((await staffRecords(request, SOUTHERN_CROSS, 'leads', { lastName }))[0]).toMatchObject({ bookingDate: new Date(chosen!).toISOString() })
})

test('the trade-in pressed through at once, step after step: the valuation has the plate, the answers and the contact typed', async ({ page, request }) => {
  test.setTimeout(120_000)
  const car = await valuableStockCar(SOUTHERN_CROSS)
  const lastName = `EarlyTrade${run}`
  await page.goto(siteUrl(SOUTHERN_CROSS, '/sell-my-car'))
  const steps = page.locator('.trade-in-form')
  await steps.getByLabel('Registration plate').fill(car.regplate!)
  await steps.getByLabel('State', { exact: true }).selectOption(car.state)
  await steps.getByRole('button', { name: 'Find my car' }).click()
  await expect(steps.getByText('We found your car', { exact: true })).toBeVisible()
  await steps.getByRole('button', { name: 'Next' }).click()
  await steps.getByLabel('Kilometres').fill('12345')
  for (const [group, answer] of [
    ['Service history', 'Partial service history'],
    ['Damage', 'No damage'],
    ['Tyres', 'Fair: some wear'],
    [/^Fitted accessories/, 'Yes'],
    ['Money owing on the car', 'No'],
  ] as const) {
    await steps.getByRole('group', { name: group }).getByLabel(answer).check()
  }
  await steps.getByRole('button', { name: 'Next' }).click()
  await fillContact(steps, lastName)
  await steps.getByRole('button', { name: 'Get my valuation' }).click()
  // One lead is enough here: Accept offer is the no-JavaScript test's and trade-in.spec.ts's.
  await expect(steps.getByText('Your instant estimate', { exact: true })).toBeVisible({ timeout: 20_000 })
  const tradeInLead = (await staffRecords(request, SOUTHERN_CROSS, 'leads', { lastName })).find((lead) => lead.form === 'trade-in')!
  expect(tradeInLead).toMatchObject({ name: 'Ava', phone: mobileFor(lastName), postcode: '2150' })
  const [valuation] = await staffRecords(request, SOUTHERN_CROSS, 'trade-in-valuations', { lead: String(tradeInLead.id) })
  expect(valuation).toMatchObject({ plate: car.regplate, km: 12345, serviceHistory: 'partial', tyres: 'fair', accessories: true, financeOwing: false })
})

test('the finance pre-approval pressed through at once, step after step: the lead has the amount and the contact typed', async ({ page, request }) => {
  test.setTimeout(120_000)
  const car = await financeCar(OUTBACK)
  const lastName = `EarlyFinance${run}`
  const phone = newMobile()
  await page.goto(siteUrl(OUTBACK, `/finance?car_id=${car.objectID}`))
  const steps = page.locator('.pre-approval--page')
  await steps.getByLabel('Purchase amount').fill('26000')
  await steps.getByRole('button', { name: 'Next' }).click()
  await fillContact(steps, lastName)
  await steps.getByLabel('Mobile Number').fill(phone)
  await steps.getByRole('button', { name: 'Next' }).click()
  await steps.getByRole('button', { name: 'Send code' }).click()
  await steps.getByLabel('Verification code').fill(await codeFor(phone))
  await steps.getByRole('button', { name: 'Verify' }).click()
  await steps.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/\/finance\/lender\?application=/, { timeout: 20_000 })
  const [lead] = await staffRecords(request, OUTBACK, 'leads', { lastName })
  expect(lead).toMatchObject({ form: 'finance', name: 'Ava', postcode: '2150' })
})

test('a car’s enquiry page with its errors shown is WCAG 2.2 AA clean', async ({ page }) => {
  const car = await firstCarPath(page, BAYSIDE)
  await page.goto(siteUrl(BAYSIDE, `${car}/enquire?kind=enquire`))
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Send Enquiry' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Please fix the following errors:' })).toBeVisible()
  await expectAccessible(page)
})
