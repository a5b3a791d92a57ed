import { type Locator } from '@playwright/test'
import { DEMO_TENANTS } from '@dealer/seed/demo-tenants'
import { expectAccessible } from './a11y'
import { financeCar } from './finance-cars'
import { codeFor, newMobile } from './sms-codes'
import { BAYSIDE, cmsUrl, logInToAdmin, siteUrl } from './sites'
import { expect, test } from './test'

const run = Date.now().toString(36)

/** One of the quote's figures ("Weekly", "Comparison rate", …). */
const figure = (form: Locator, term: string) =>
  form
    .locator('.pre-approval__quote div')
    .filter({ has: form.page().getByText(term, { exact: true }) })
    .locator('dd')

const stepHeading = (form: Locator, name: string) => form.getByRole('heading', { name: new RegExp(`^${name}`) })

test('vehicle page → Get Finance Now → /finance with the car → the four steps → the simulator’s lender page; the lead in the site’s admin', async ({
  page,
}) => {
  // Four steps, a text message and the admin's first page: longer than one page's test.
  test.setTimeout(150_000)
  const car = await financeCar()
  await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}`))
  const getFinance = page.locator('.vehicle-finance__offer').getByRole('link', { name: 'Get Finance Now' })
  // The sections above it take their real height as they scroll into view (content-visibility: auto), which can move
  // the link between click's scroll and its press: scroll first, so the press comes once the page has settled.
  await getFinance.scrollIntoViewIfNeeded()
  await getFinance.click()
  await expect(page).toHaveURL(new RegExp(`/finance\\?car_id=${car.objectID}&`))
  await expect(page.getByText(car.name).first()).toBeVisible()

  const form = page.locator('.pre-approval--page')
  // Quick Estimate: the car's price's quote once the page runs, then a new one for a typed amount.
  await expect(figure(form, 'Weekly')).toHaveText(/^\$[\d,]+\.\d\d$/)
  await expect(figure(form, 'Comparison rate')).toHaveText(/^\d+\.\d\d% p\.a\.$/)
  await expectAccessible(page)
  const asked = page.waitForRequest((request) => request.url().endsWith('/api/youx/quote') && request.postDataJSON().purchasePrice === 25_000)
  const before = await figure(form, 'Weekly').textContent()
  await form.getByLabel('Purchase amount').fill('25000')
  await asked
  await expect(figure(form, 'Weekly')).toHaveText(/^\$[\d,]+\.\d\d$/)
  await expect(figure(form, 'Weekly')).not.toHaveText(before!)
  await form.getByRole('button', { name: 'Next' }).click()

  // Your Details: checked before Next.
  await expect(stepHeading(form, 'Your Details')).toBeFocused()
  await form.getByRole('button', { name: 'Next' }).click()
  await expect(form.getByRole('alert').filter({ hasText: 'Please fix the following errors:' })).toBeVisible()
  await expectAccessible(page)
  const lastName = `Finance${run}`
  const phone = newMobile()
  await form.getByLabel('First Name').fill('Ava')
  await form.getByLabel('Last Name').fill(lastName)
  await form.getByLabel('Email Address').fill(`ava.${run}@example.com`)
  await form.getByLabel('Mobile Number').fill(phone)
  await form.getByLabel('Postcode').fill('4163')
  await form.getByRole('button', { name: 'Next' }).click()

  // Instant pre-approval: the code texted to the mobile.
  await expect(stepHeading(form, 'Instant pre-approval')).toBeFocused()
  await expectAccessible(page)
  await form.getByRole('button', { name: 'Send code' }).click()
  const code = form.getByLabel('Verification code')
  await expect(code).toBeFocused()
  await expectAccessible(page)
  await code.fill(await codeFor(phone))
  await form.getByRole('button', { name: 'Verify' }).click()

  // Apply to lender: the summary, then the lender's page.
  await expect(stepHeading(form, 'Apply to lender')).toBeFocused()
  await expect(form.getByText('$25,000')).toBeVisible()
  await expectAccessible(page)
  await form.getByRole('button', { name: 'Apply' }).click()
  await page.waitForURL(/\/finance\/lender\?application=/)

  const site = DEMO_TENANTS.find((tenant) => tenant.slug === BAYSIDE)!
  await logInToAdmin(page, site.staff)
  await page.goto(cmsUrl(`/admin/collections/leads?search=${lastName}`))
  const row = page.getByRole('row').filter({ hasText: lastName })
  await expect(row).toBeVisible()
  await expect(row).toContainText('Finance')
})

test('the pre-approval popup from the vehicle page, by keyboard: event 9, the estimate, Next, Escape back to the button', async ({ page }) => {
  const car = await financeCar()
  await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}`))
  const open = page.getByRole('link', { name: 'Get pre-approved' })
  const dialog = page.getByRole('dialog', { name: 'Get pre-approved' })
  // Before the page's scripts run the link opens the finance page's form (forms-without-javascript.spec.ts); once they
  // have, it opens the popup instead and says so.
  await expect(open).toHaveAttribute('aria-haspopup', 'dialog')
  const opened = page.waitForRequest((request) => request.url().endsWith('/api/events') && request.postDataJSON().event === 'finance-enquiry-opened')
  await open.focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  expect((await opened).postDataJSON().carId).toBe(car.objectID)
  await expect(dialog.getByText(car.name)).toBeVisible()
  await expect(figure(dialog, 'Weekly')).toHaveText(/^\$[\d,]+\.\d\d$/)
  await expectAccessible(page)

  await page.keyboard.press('Tab')
  await expect(dialog.getByLabel('Purchase amount')).toBeFocused()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('5000')
  await page.keyboard.press('Tab')
  // Committed on leaving the field: clamped to the pre-approval's $10,000 minimum.
  await expect(dialog.getByLabel('Purchase amount')).toHaveValue('10000')
  const term = dialog.getByRole('slider', { name: 'Loan term' })
  await expect(term).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(term).toHaveAttribute('aria-valuetext', '6 years')
  await page.keyboard.press('Tab')
  await page.keyboard.press('ArrowDown')
  await expect(dialog.getByRole('radio', { name: 'Decent' })).toBeChecked()
  await expect(figure(dialog, 'Weekly')).toHaveText(/^\$[\d,]+\.\d\d$/)

  await dialog.getByRole('button', { name: 'Next' }).focus()
  await page.keyboard.press('Enter')
  await expect(stepHeading(dialog, 'Your Details')).toBeFocused()
  await expectAccessible(page)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(open).toBeFocused()
})
