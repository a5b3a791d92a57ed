import { type Page } from '@playwright/test'
import { DEMO_TENANTS } from '@dealer/seed/demo-tenants'
import { expectAdminAccessible } from './a11y'
import { staffRecords } from './cms-records'
import { BAYSIDE, cmsUrl, logInToAdmin, openAdminNavigation, siteUrl } from './sites'
import { expect, test } from './test'

/**
 * Issue 49's leads inbox: a shopper's enquiry about a car reaches the site's staff, who see it in the inbox with its
 * car and how long it has waited, open it, and mark it Contacted; the inbox and the lead meet WCAG 2.2 AA.
 */

const run = Date.now().toString(36)
const bayside = DEMO_TENANTS.find((tenant) => tenant.slug === BAYSIDE)!
const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 })

/** The nav's "Leads inbox (N new)" link and its N. */
async function inboxLink(page: Page) {
  const nav = await openAdminNavigation(page)
  const link = nav.getByRole('link', { name: /^Leads inbox \(\d+ new\)$/ })
  await expect(link).toBeVisible()
  const count = Number((await link.textContent())?.match(/\((\d+) new\)/)?.[1])
  return { link, count }
}

test('a lead appears in the inbox with its car and is marked Contacted; axe on the inbox and a lead', async ({ page, request }) => {
  const lastName = `Inbox${run}`

  // A shopper enquires about the first used car of Bayside's search.
  await page.goto(siteUrl(BAYSIDE, '/search/used-cars'))
  const firstCard = page.locator('main').getByRole('article').first()
  const carName = (await firstCard.getByRole('heading').textContent())!.trim()
  await firstCard.getByRole('link', { name: `Enquire Now: ${carName}` }).click()
  // Pressed before the page's scripts ran, the link opens the enquiry page; after, the same form in a dialog.
  const form = page
    .getByRole('dialog', { name: 'Enquire Now' })
    .or(page.getByRole('main').filter({ has: page.getByRole('heading', { level: 1, name: 'Enquire Now' }) }))
  await form.getByLabel('First Name').fill('Ava')
  await form.getByLabel('Last Name').fill(lastName)
  await form.getByLabel('Mobile Number').fill('+61 412 345 678')
  await form.getByLabel('Email Address').fill(`${lastName.toLowerCase()}@example.com`)
  await form.getByLabel('Postcode').fill('4163')
  await form.getByRole('button', { name: 'Send Enquiry' }).click()
  await expect(page).toHaveURL(/\/success\?lead=\d+&category=/)
  const [stored] = await staffRecords(request, BAYSIDE, 'leads', { lastName })
  const car = stored.car as { name: string; stocknum: string; price: number }
  expect(car.name).toBe(carName)

  // The site's admin sees the new lead counted in the navigation, and opens the inbox from there.
  await logInToAdmin(page, bayside.staff)
  const before = await inboxLink(page)
  expect(before.count).toBeGreaterThan(0)
  await before.link.click()
  await expect(page).toHaveURL(/\/admin\/collections\/leads/)
  await expect(page.getByRole('columnheader', { name: /Waiting/ })).toBeVisible()
  await expect(page.getByRole('link', { name: /^My leads \(\d+ open\)$/ })).toBeVisible()

  // The newest lead first: the shopper's, with the car's photo, name, price and stock number, and its wait.
  const row = page.getByRole('row').filter({ hasText: lastName })
  await expect(row).toBeVisible()
  await expect(row).toContainText(carName)
  await expect(row).toContainText(car.price > 0 ? aud.format(car.price) : 'No price')
  await expect(row).toContainText(`Stock no. ${car.stocknum}`)
  await expect(row).toContainText(`Ava ${lastName}`)
  await expect(row).toContainText('0412 345 678')
  await expect(row).toContainText('Used Car Enquiry')
  await expect(row).toContainText('New')
  await expect(row).toContainText(/(Under 1 min|\d+ min)\s*Within the .+ target/)
  await expect(row.locator('img')).toHaveAttribute('src', /^https?:\/\//)
  await expectAdminAccessible(page)

  // The lead: its car, the shopper with call and email links, the visit and the delivery.
  await row.getByRole('link', { name: carName }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/leads/${stored.id}$`))
  const summary = page.locator('#lead-summary')
  await expect(summary.getByRole('heading', { level: 2 })).toHaveText(`Used Car Enquiry · Enquire Now from Ava ${lastName}`)
  const carPart = summary.getByRole('region', { name: 'Car' })
  await expect(carPart).toContainText(carName)
  await expect(carPart.getByText(car.stocknum, { exact: true })).toBeVisible()
  await expect(carPart.getByRole('img', { name: carName })).toBeVisible()
  await expect(summary.getByRole('link', { name: 'Call 0412 345 678' })).toHaveAttribute('href', 'tel:+61412345678')
  await expect(summary.getByRole('link', { name: `Email ${lastName.toLowerCase()}@example.com` })).toHaveAttribute(
    'href',
    `mailto:${lastName.toLowerCase()}@example.com`,
  )
  await expect(summary.getByRole('region', { name: 'Visit' })).toContainText('Sent from')
  await expect(summary.getByRole('region', { name: 'Delivery' })).toContainText(/Sending|Delivered|Not sent anywhere|Delivery failed/)
  const status = summary.getByRole('status')
  await expect(status).toHaveText('Status: New')
  await expectAdminAccessible(page)

  // Marked Contacted: the summary and the Status field say so, and so does the lead read back.
  await summary.getByRole('button', { name: 'Mark contacted' }).click()
  await expect(status).toHaveText('Status: Contacted')
  await expect(summary.getByRole('button', { name: 'Mark contacted' })).toBeHidden()
  await expect(summary.getByRole('button', { name: 'Close lead' })).toBeVisible()
  const [contacted] = await staffRecords(request, BAYSIDE, 'leads', { lastName })
  expect(contacted.status).toBe('contacted')
  expect(contacted.firstContactedAt).toEqual(expect.any(String))
  await page.reload()
  await expect(page.locator('#lead-summary').getByRole('status')).toHaveText('Status: Contacted')

  // Back in the inbox: Contacted, no longer waiting, and one fewer New lead in the navigation.
  await page.goto(cmsUrl(`/admin/collections/leads?search=${lastName}`))
  const contactedRow = page.getByRole('row').filter({ hasText: lastName })
  await expect(contactedRow).toContainText('Contacted')
  await expect(contactedRow).not.toContainText(/target/)
  expect((await inboxLink(page)).count).toBe(before.count - 1)
})
