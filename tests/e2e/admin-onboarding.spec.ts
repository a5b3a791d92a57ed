import { DEMO_TENANTS, SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { expectAdminAccessible } from './a11y'
import { BAYSIDE, cmsUrl, logInToAdmin, siteUrl } from './sites'
import { expect, test } from './test'

// Issue 49: a super-admin creates a dealer site with the admin's onboarding wizard and opens it.
const bayside = DEMO_TENANTS.find((tenant) => tenant.slug === BAYSIDE)!

test('a super-admin runs the onboarding wizard, fixes what it says, and opens the new site', async ({ page, request }) => {
  const run = Date.now().toString(36)
  const name = `Coastline Mazda ${run}`
  const slug = `coastline-mazda-${run}`

  await logInToAdmin(page, SUPER_ADMIN)
  await page.goto(cmsUrl('/admin/onboarding'))
  await expect(page.getByRole('heading', { level: 1, name: 'New dealer site' })).toBeVisible()
  const form = page.getByRole('form', { name: 'New dealer site' })
  await expectAdminAccessible(page)

  await form.getByLabel('Dealer name').fill(name)
  await form.getByLabel('Slug (optional)').fill(slug)
  await form.getByRole('radio', { name: /Single dealer/ }).check()
  await form.getByLabel('Brand colour').fill('#7a0019')
  await form.getByLabel('Street address').fill('8 Marine Parade')
  await form.getByLabel('Suburb or town').fill('Southport')
  await form.getByLabel('State or territory').selectOption('QLD')
  // Three digits: the Locations collection's own rule refuses it.
  await form.getByLabel('Postcode').fill('421')
  await form.getByLabel('Phone').fill('07 5591 2000')
  await form.getByRole('checkbox', { name: 'Closed' }).nth(5).check()
  await form.getByLabel('Dealership 1 name').fill(`Coastline Mazda Southport`)
  await form.getByLabel('Dealership 1 makes').fill('Mazda')
  await form.getByLabel('Lead email').fill(`sales@${slug}.example.com.au`)
  await form.getByRole('button', { name: 'Create the site' }).click()

  // The summary is announced and focused; its link and the field's own message say what to fix.
  const alert = form.getByRole('alert')
  await expect(alert).toContainText('Some details need fixing: nothing was created.')
  await expect(alert).toBeFocused()
  await alert.getByRole('link', { name: 'Invalid postcode. Please enter a 4-digit number.' }).click()
  const postcode = form.getByLabel('Postcode')
  await expect(postcode).toBeFocused()
  await expect(postcode).toHaveAttribute('aria-invalid', 'true')
  await expect(postcode).toHaveAccessibleDescription('Invalid postcode. Please enter a 4-digit number.')

  await postcode.fill('4215')
  await form.getByRole('button', { name: 'Create the site' }).click()
  const result = page.locator('#onboarding-result')
  await expect(result.getByRole('heading', { name: `${name} is live` })).toBeVisible()
  const address = siteUrl(slug).replace(/\/$/, '')
  const siteLink = result.getByRole('link', { name: address })
  await expect(siteLink).toHaveAttribute('href', address)

  // The link opens the new site in a tab of its own: its home, then its search page with no cars yet.
  const [shopper] = await Promise.all([page.context().waitForEvent('page'), siteLink.click()])
  await shopper.waitForLoadState()
  await expect(shopper.getByText(`New and quality used cars at ${name}`)).toBeVisible()
  await shopper.goto(siteUrl(slug, '/search/new-used-and-demo-cars'))
  await expect(shopper.getByText(/No results found for your search at this time/)).toBeVisible()
  // Its staff's way in: the line for an empty site leads to the admin's stock, where the signed-in admin lands.
  await expect(shopper.getByText('No cars are listed on this site yet.')).toBeVisible()
  await shopper.getByRole('link', { name: 'add your stock in the admin' }).click()
  await expect(shopper).toHaveURL((url) => url.href.startsWith(cmsUrl('/admin/collections/stock-feeds')))
  await expect(shopper.getByRole('heading', { level: 1, name: 'Feed sources' })).toBeVisible()
  await shopper.goto(siteUrl(slug, '/our-location/southport'))
  await expect(shopper.getByText('8 Marine Parade').first()).toBeVisible()

  const token = ((await (await request.post(cmsUrl('/api/users/login'), { data: SUPER_ADMIN })).json()) as { token: string }).token
  const sites = (await (await request.get(cmsUrl(`/api/tenants?where[slug][equals]=${slug}&depth=0`))).json()) as { docs: Array<{ id: number }> }
  for (const site of sites.docs) await request.delete(cmsUrl(`/api/tenants/${site.id}`), { headers: { authorization: `JWT ${token}` } })
})

test('the wizard is for super-admins only', async ({ page }) => {
  await logInToAdmin(page, bayside.staff)
  await page.goto(cmsUrl('/admin/onboarding'))
  await expect(page.getByText('Only super-admins create sites.')).toBeVisible()
  await expect(page.getByRole('form', { name: 'New dealer site' })).toHaveCount(0)
})
