import { DEMO_TENANTS } from '@dealer/seed/demo-tenants'
import { BAYSIDE, cmsUrl, logInToAdmin, siteUrl } from './sites'
import { expect, test } from './test'

const bayside = DEMO_TENANTS.find((tenant) => tenant.slug === BAYSIDE)!

test('staff edit and publish the home page, and the storefront shows it on the next load', async ({ page }) => {
  // Prime the storefront's content cache so the change must come from invalidation, not a cold read.
  await page.goto(siteUrl(BAYSIDE))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New Toyotas and quality used cars on the Redlands coast')

  await logInToAdmin(page, bayside.staff)

  await page.goto(cmsUrl('/admin/collections/pages?limit=100'))
  // Every page on one list page (a site has more than the default ten); staff see only their own site's pages.
  await expect(page.getByRole('link', { name: 'Home' })).toHaveCount(1)
  await page.getByRole('link', { name: 'Home' }).click()
  const heroHeading = page.getByLabel('Heading').first()
  await expect(heroHeading).toHaveValue('New Toyotas and quality used cars on the Redlands coast')
  await heroHeading.fill('Spring sale: drive away deals all week')
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/published successfully|Updated successfully/i).first()).toBeVisible()

  await page.goto(siteUrl(BAYSIDE))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spring sale: drive away deals all week')
})
