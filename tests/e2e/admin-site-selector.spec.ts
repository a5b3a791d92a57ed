import { type Page } from '@playwright/test'
import { SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { cmsUrl, logInToAdmin } from './sites'
import { expect, test } from './test'

async function chooseSite(page: Page, name: string) {
  // The selector sits in the side navigation. The server renders it open but inert; after
  // hydration the admin closes it below wide screens.
  const nav = page.locator('.nav.nav--nav-hydrated')
  await expect(nav).toBeAttached()
  if (!(await nav.evaluate((element) => element.classList.contains('nav--nav-open')))) await page.getByRole('button', { name: 'Open Menu' }).first().click()
  await expect(page.locator('.nav.nav--nav-open')).toBeAttached()
  const selector = page.locator('.tenant-selector')
  await expect(selector.getByText('Site', { exact: true })).toBeVisible()
  await selector.locator('.rs__control').click()
  await page.getByRole('option', { name, exact: true }).click()
}

test('a super-admin picks the site to work on, and the lists show only that site’s documents', async ({ page }) => {
  await logInToAdmin(page, SUPER_ADMIN)

  await page.goto(cmsUrl('/admin/collections/store-pages'))
  // Only the accessories store has store pages.
  await chooseSite(page, 'Bayside Toyota')
  await expect(page.getByRole('heading', { name: 'No Results.' })).toBeVisible()
  await chooseSite(page, 'Outback Edge 4x4')
  await expect(page.getByRole('link', { name: 'Camping Gear', exact: true })).toBeVisible()

  // Each site has more pages than the list's first page holds: list them all.
  const allPages = cmsUrl('/admin/collections/pages?limit=100')
  await page.goto(allPages)
  await chooseSite(page, 'Southern Cross Motor Group')
  await page.goto(allPages)
  await expect(page.getByRole('link', { name: 'Brands', exact: true })).toBeVisible()
  await chooseSite(page, 'Bayside Toyota')
  await page.goto(allPages)
  await expect(page.getByRole('link', { name: 'About us', exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Brands', exact: true })).toHaveCount(0)

  // A site's navigation is one document: the collection opens it for the chosen site.
  await page.goto(cmsUrl('/admin/collections/navigation'))
  await page.waitForURL(/\/admin\/collections\/navigation\/\d+/)
  await expect(page.getByText('Used Cars', { exact: true }).first()).toBeVisible()
})
