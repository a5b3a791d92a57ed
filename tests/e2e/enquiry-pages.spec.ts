import { type Locator } from '@playwright/test'
import { expectAccessible } from './a11y'
import { BAYSIDE, OUTBACK, SOUTHERN_CROSS, siteUrl } from './sites'
import { expect, test } from './test'

/** The enquiry pages (issue 23) in Chromium: each form sent by a shopper, and each page WCAG 2.2 AA clean. */
const run = Date.now().toString(36)

async function fillContact(scope: Locator, lastName: string) {
  await scope.getByLabel('First Name').fill('Ava')
  await scope.getByLabel('Last Name').fill(lastName)
  await scope.getByLabel('Mobile Number').fill('0412 345 678')
  await scope.getByLabel('Email Address').fill(`${lastName.toLowerCase()}@example.com`)
  await scope.getByLabel('Postcode').fill('2150')
}

test('/service: the errors listed, then a service enquiry with the car and a preferred day sent', async ({ page }) => {
  await page.goto(siteUrl(SOUTHERN_CROSS, '/service'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectAccessible(page)
  const form = page.locator('#service-form')
  await form.getByRole('button', { name: 'Request a Service' }).click()
  const summary = page.getByRole('alert').filter({ hasText: 'Please fix the following errors:' })
  await expect(summary.getByRole('link', { name: /^First Name: / })).toBeVisible()
  await expectAccessible(page)

  // The group has one service department (Parramatta Mazda's): it is chosen already.
  await expect(form.getByLabel('Location')).not.toHaveValue('')
  await form.getByLabel('Preferred date').fill(new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10))
  await fillContact(form, `Service${run}`)
  await form.getByLabel('Make').fill('Mazda')
  await form.getByLabel('Model').fill('CX-5')
  await form.getByLabel('Kilometres').fill('45,000')
  await form.getByLabel('What does your car need?').fill('Logbook service and a squeak from the front left.')
  await form.getByRole('button', { name: 'Request a Service' }).click()
  await expect(page).toHaveURL(/\/success\?lead=\d+&category=/)
})

test('/service on a site with a booking page: the manufacturer’s link above the form, opening in a new tab', async ({ page }) => {
  await page.goto(siteUrl(BAYSIDE, '/service'))
  const link = page.getByRole('link', { name: /Book a service with Toyota/ })
  await expect(link).toHaveAttribute('href', 'https://www.toyota.com.au/owners/service-booking')
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(page.getByRole('heading', { name: 'Or send us a service enquiry' })).toBeVisible()
  await expectAccessible(page)
})

test('/book-test-drive: a model typed, a location and one of its free times chosen, then sent', async ({ page }) => {
  await page.goto(siteUrl(BAYSIDE, '/book-test-drive/'))
  await expectAccessible(page)
  const form = page.locator('#test-drive-form')
  await form.getByLabel('Car you would like to drive').fill('Toyota RAV4')
  await form.getByLabel('Location').selectOption({ index: 1 })
  const time = form.getByLabel('Preferred date and time')
  await expect(time.locator('option').nth(1)).toBeAttached()
  await time.selectOption({ index: 1 })
  await fillContact(form, `Drive${run}`)
  await expectAccessible(page)
  await form.getByRole('button', { name: 'Book Test Drive' }).click()
  await expect(page).toHaveURL(/\/success\?lead=\d+&category=/)
})

test('/vehicle-parts-and-accessories: a parts enquiry sent', async ({ page }) => {
  await page.goto(siteUrl(OUTBACK, '/vehicle-parts-and-accessories'))
  await expectAccessible(page)
  const form = page.locator('#parts-form')
  const location = form.getByLabel('Location')
  if (await location.count()) await location.selectOption({ index: 1 })
  await fillContact(form, `Parts${run}`)
  await form.getByLabel('Model').fill('LandCruiser 79')
  await form.getByLabel('What parts or accessories do you need?').fill('A snorkel and a steel bull bar.')
  await form.getByRole('button', { name: 'Send Parts Enquiry' }).click()
  await expect(page).toHaveURL(/\/success\?lead=\d+&category=/)
})

test('bare /contact-us: every location’s card above the contact form', async ({ page }) => {
  await page.goto(siteUrl(SOUTHERN_CROSS, '/contact-us'))
  const locations = page.getByRole('region', { name: 'Our locations' })
  // The group's four showrooms with stock, Parramatta Mazda's service and parts departments, Adelaide and Osborne Park.
  await expect(locations.getByRole('article')).toHaveCount(8)
  await expect(page.locator('#contact-form').getByRole('button', { name: 'Send Enquiry' })).toBeVisible()
  await expectAccessible(page)
})
