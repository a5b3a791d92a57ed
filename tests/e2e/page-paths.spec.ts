import { DEMO_TENANTS } from '@dealer/seed/demo-tenants'
import { expectAccessible } from './a11y'
import { SOUTHERN_CROSS, cmsUrl, logInToAdmin, siteUrl } from './sites'
import { expect, test } from './test'

const [bayside] = DEMO_TENANTS

test('a link field warns when its path answers 404 on the site, and not when a page answers there', async ({ page }) => {
  await logInToAdmin(page, bayside.editor)
  await page.goto(cmsUrl('/admin/collections/promo-cards'))
  await page
    .getByRole('link', { name: /Service specials|Winter sale|Summer sale/ })
    .first()
    .click()
  await page.waitForURL(/\/admin\/collections\/promo-cards\/\d+/)
  const link = page.locator('#field-link')
  await link.fill('/no-such-page-e2e')
  await expect(page.getByText('No page answers at /no-such-page-e2e yet: shoppers following this link would see "page not found".')).toBeVisible()
  await link.fill('/privacy-policy')
  await expect(page.getByText(/No page answers at/)).toHaveCount(0)
  // Still saved as typed: a warning, not an error (nothing saved here).
})

test("a brand's overview page: its stock count, Browse link, the locations that sell it, accessible", async ({ page }) => {
  await page.goto(siteUrl(SOUTHERN_CROSS, '/mazda/overview'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mazda at Southern Cross Motor Group')
  const stock = page.getByRole('region', { name: 'Mazda in stock' })
  await expect(stock).toContainText(/\d+ Mazda cars? in stock/)
  await expect(stock.getByRole('link', { name: 'Browse Mazda' })).toHaveAttribute('href', '/search/mazda')
  await expect(page.getByRole('region', { name: 'Where to find Mazda' }).getByRole('article')).not.toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Mazda questions' })).toBeVisible()
  await expectAccessible(page)
})
