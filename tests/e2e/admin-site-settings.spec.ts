import { DEMO_TENANTS } from '@dealer/seed/demo-tenants'
import { expectAdminAccessible } from './a11y'
import { BAYSIDE, cmsUrl, logInToAdmin, siteUrl } from './sites'
import { expect, test } from './test'

/**
 * Issue 49: Site settings people understand. A site admin opens them titled with the site's name, sorted into tabs by
 * topic, each tab meeting WCAG 2.2 AA, and follows a setting's "See it on your site" to the storefront page it changes.
 */

const bayside = DEMO_TENANTS.find((tenant) => tenant.slug === BAYSIDE)!
/** A literal address as a regular expression's start. */
const startsWith = (address: string) => new RegExp(`^${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)

const TABS = ['Brand', 'Search and listing', 'Vehicle page', 'Finance', 'Forms and leads', 'Features', 'Sign-in and messages']

test('Site settings carry the site’s name, open by topic and are accessible on every tab', async ({ page }) => {
  await logInToAdmin(page, bayside.staff)
  await page.goto(cmsUrl('/admin/collections/site-settings'))
  await page.waitForURL(/\/admin\/collections\/site-settings\/\d+/)
  await expect(page.getByRole('heading', { level: 1, name: bayside.name })).toBeVisible()
  await expect(page.getByText(/ID:/)).toHaveCount(0)

  for (const tab of TABS) {
    await page.getByRole('button', { name: tab, exact: true }).click()
    await expect(page.getByRole('button', { name: tab, exact: true })).toHaveClass(/tabs-field__tab-button--active/)
    await expectAdminAccessible(page)
  }
  // A setting staff come here for, where they would look for it, in their words.
  await page.getByRole('button', { name: 'Forms and leads', exact: true }).click()
  await expect(page.getByRole('spinbutton', { name: 'Reply to leads within (minutes)' })).toHaveValue('60')
  await expect(page.getByText(/spec \d+|§/)).toHaveCount(0)
})

test('“See it on your site” opens the storefront page where a setting shows', async ({ page, context }) => {
  await logInToAdmin(page, bayside.staff)
  await page.goto(cmsUrl('/admin/collections/site-settings'))
  await page.waitForURL(/\/admin\/collections\/site-settings\/\d+/)

  // A listing setting: the stock search.
  await page.getByRole('button', { name: 'Search and listing', exact: true }).click()
  await expect(page.getByRole('checkbox', { name: 'Show how many cars match' })).toBeVisible()
  const listingLink = page.getByRole('link', { name: 'See it on your site: Show how many cars match (opens in a new tab)' })
  await expect(listingLink).toHaveAttribute('target', '_blank')
  const [listing] = await Promise.all([context.waitForEvent('page'), listingLink.click()])
  await expect(listing).toHaveURL(siteUrl(BAYSIDE, '/search/new-used-and-demo-cars'))
  await expect(listing.getByRole('heading', { level: 1, name: 'New, used and demo cars' })).toBeVisible()
  await listing.close()

  // A vehicle page setting: one of the site's cars in stock.
  await page.getByRole('button', { name: 'Vehicle page', exact: true }).click()
  const carLink = page.getByRole('link', { name: 'See it on your site: Show the phone number in full (opens in a new tab)' })
  await expect(carLink).toHaveAttribute('href', startsWith(siteUrl(BAYSIDE, '/cars/')))
  const [car] = await Promise.all([context.waitForEvent('page'), carLink.click()])
  await expect(car).toHaveURL(startsWith(siteUrl(BAYSIDE, '/cars/')))
  await expect(car.getByRole('heading', { level: 1 })).toBeVisible()
})
