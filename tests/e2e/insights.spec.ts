import fs from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { DEMO_TENANTS } from '@dealer/seed/demo-tenants'
import { WCAG_22_AA } from './a11y'
import { logInToAdmin } from './sites'
import { expect, test } from './test'

/**
 * Issue 46 in the admin: a site's editor signs in and lands on the site's dashboard, changes its range, and downloads
 * a table as CSV; the dashboard meets WCAG 2.2 AA.
 */

const bayside = DEMO_TENANTS.find((tenant) => tenant.slug === 'bayside-toyota')!

test('a site editor lands on the dashboard, changes the range and downloads the leads by form', async ({ page }) => {
  await logInToAdmin(page, bayside.editor)
  await expect(page.getByRole('heading', { level: 1, name: 'Bayside Toyota: dashboard' })).toBeVisible()
  const status = page.getByRole('status').filter({ hasText: 'compared with' })
  await expect(status).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Leads' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Stock' })).toBeVisible()

  // Brisbane's today and six days before, as the dashboard says them (dd/mm/yyyy).
  const day = (daysAgo: number) =>
    new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Brisbane', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
      new Date(Date.now() - daysAgo * 86_400_000),
    )
  await page.getByRole('radio', { name: 'Last 7 days' }).check()
  await expect(status).toHaveText(`${day(6)} to ${day(0)}, compared with ${day(13)} to ${day(7)}.`)

  const byForm = page.getByRole('table', { name: 'Leads by form, against the period before' })
  await expect(byForm.getByRole('row')).toHaveCount(8)
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download “Leads by form, against the period before” as CSV' }).click()
  const download = await downloading
  const csv = fs
    .readFileSync((await download.path())!, 'utf8')
    .trim()
    .split('\n')
  expect(csv[0]).toBe('Form,Leads,Period before')
  expect(csv.map((line) => line.split(',')[0])).toEqual(['Form', 'Enquiry', 'Test drive', 'Finance', 'Trade-in', 'Reserve', 'Offer accepted', 'Contact'])
  // The file's figures are the table's.
  const enquiries = await byForm
    .getByRole('row', { name: /^Enquiry/ })
    .getByRole('cell')
    .first()
    .textContent()
  expect(csv[1]).toBe(`Enquiry,${enquiries?.replace(/,/g, '')},${csv[1]!.split(',')[2]}`)

  await page.getByText('Table view: Leads per day by form').click()
  await expect(page.getByRole('table', { name: 'Leads per day by form' }).getByRole('row')).toHaveCount(8)
  const results = await new AxeBuilder({ page }).include('#insights-dashboard').withTags(WCAG_22_AA).analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`)).toEqual([])
})
