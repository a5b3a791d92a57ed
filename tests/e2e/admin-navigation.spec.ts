import type { Page } from '@playwright/test'
import { DEMO_TENANTS, SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { expectAdminAccessible } from './a11y'
import { cmsUrl, logInToAdmin, openAdminNavigation } from './sites'
import { expect, test } from './test'

/**
 * Issue 49 in the admin: the navigation is grouped by task, the same for every role, and shows each role only what it
 * uses; the admin wears the platform's brand, and names the site being worked on.
 */

const bayside = DEMO_TENANTS.find((tenant) => tenant.slug === 'bayside-toyota')!

/** The platform's own records: only super-admins see them. */
const PLATFORM_ENTRIES = ['Sites', 'Users', 'Manufacturers', 'Sign-in codes', 'Analytics events']
/** What the site's admins use and its editors never do. */
const SITE_ADMIN_ENTRIES = [
  'Customers',
  'Saved cars',
  'Saved searches',
  'Alerts',
  'Reservations',
  'Finance applications',
  'Trade-in valuations',
  'Lead deliveries',
]

/** The navigation's groups, top to bottom, and the entries of each. */
async function groupsOf(page: Page): Promise<Record<string, string[]>> {
  const nav = await openAdminNavigation(page)
  const groups: Record<string, string[]> = {}
  for (const group of await nav.locator('.nav-group').all()) {
    const label = (await group.locator('.nav-group__label').textContent())?.trim() ?? ''
    groups[label] = (await group.getByRole('link').allTextContents()).map((text) => text.trim())
  }
  return groups
}

test('a site editor’s navigation holds Content, Stock, Leads and Settings, and nothing of the platform or of site admins', async ({ page }) => {
  await logInToAdmin(page, bayside.editor)
  const groups = await groupsOf(page)
  expect(Object.keys(groups)).toEqual(['Content', 'Stock', 'Leads', 'Settings'])
  expect(groups.Content).toEqual(
    expect.arrayContaining(['Pages', 'Store pages', 'Posts', 'Promo cards', 'Brand grids', 'Reviews', 'Review imports', 'FAQs', 'Media', 'Navigation']),
  )
  expect(groups.Stock).toEqual(expect.arrayContaining(['Feed sources', 'Import runs', 'Overrides', 'Car views']))
  expect(groups.Settings).toEqual(expect.arrayContaining(['Locations', 'Dealerships', 'Finance lenders', 'Delivery regions']))
  const everyEntry = Object.values(groups).flat()
  for (const entry of [...PLATFORM_ENTRIES, ...SITE_ADMIN_ENTRIES, 'Lead destination changes']) expect(everyEntry).not.toContain(entry)

  // The navigation names the site being worked on, with its logo; the header carries the platform's mark.
  const site = page.getByRole('region', { name: 'Site you are working on' })
  await expect(site).toContainText('Bayside Toyota')
  await expect(site.locator('img')).toBeVisible()
  await expect(page.locator('.app-header').getByRole('img', { name: 'Dealer CMS' })).toBeVisible()

  // A hidden collection isn't there at its own address either.
  await page.goto(cmsUrl('/admin/collections/users'))
  await expect(page.getByRole('heading', { level: 1, name: 'Nothing found' })).toBeVisible()
})

test('a site admin also sees Shoppers, and the leads work only admins do', async ({ page }) => {
  await logInToAdmin(page, bayside.staff)
  const groups = await groupsOf(page)
  expect(Object.keys(groups)).toEqual(['Content', 'Stock', 'Leads', 'Shoppers', 'Settings'])
  expect(groups.Shoppers).toEqual(['Customers', 'Saved cars', 'Saved searches', 'Alerts'])
  expect(groups.Leads).toEqual(
    expect.arrayContaining(['Reservations', 'Finance applications', 'Trade-in valuations', 'Lead deliveries', 'Lead destination changes']),
  )
  const everyEntry = Object.values(groups).flat()
  for (const entry of PLATFORM_ENTRIES) expect(everyEntry).not.toContain(entry)
})

test('a super-admin also sees Platform: sites, users, manufacturers, sign-in codes and analytics events', async ({ page }) => {
  await logInToAdmin(page, SUPER_ADMIN)
  const groups = await groupsOf(page)
  expect(Object.keys(groups)).toEqual(['Content', 'Stock', 'Leads', 'Shoppers', 'Settings', 'Platform', 'Onboarding'])
  expect(groups.Platform).toEqual(PLATFORM_ENTRIES)
  expect(groups.Onboarding).toEqual(['New dealer site'])
})

test('the sign-in page wears the platform’s logo, name and favicon', async ({ page, request }) => {
  await page.goto(cmsUrl('/admin/login'))
  await expect(page.getByRole('img', { name: 'Dealer CMS' })).toBeVisible()
  await expect(page.getByText('Sign in to Dealer CMS to edit your dealership’s website')).toBeVisible()
  await expect(page).toHaveTitle(/Dealer CMS$/)
  const favicon = await page.locator('link[rel="icon"]').first().getAttribute('href')
  expect(favicon).toBe('/dealer-cms-icon.svg')
  const answer = await request.get(cmsUrl(favicon!))
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toContain('image/svg+xml')
  await expectAdminAccessible(page)
})

test('the dashboard, with the navigation open, meets WCAG 2.2 AA', async ({ page }) => {
  await logInToAdmin(page, bayside.editor)
  await expect(page.getByRole('status').filter({ hasText: 'compared with' })).toBeVisible()
  await openAdminNavigation(page)
  await expectAdminAccessible(page)
})
