import { DEMO_TENANTS } from '@dealer/seed/demo-tenants'
import { cmsUrl, logInToAdmin } from './sites'
import { expect, test } from './test'

const [bayside, southernCross] = DEMO_TENANTS

test("a site editor sees only their site's promo cards, edits and publishes one, and another site's editor never sees it", async ({ browser }) => {
  const baysideEditor = await browser.newPage()
  await logInToAdmin(baysideEditor, bayside.editor)
  await baysideEditor.goto(cmsUrl('/admin/collections/promo-cards'))
  // The seed gives each site four cards; an editor sees their own site's four only.
  await expect(baysideEditor.getByRole('link', { name: 'Run-out sale: drive away deals' })).toHaveCount(1)
  await expect(baysideEditor.getByRole('link', { name: /Service specials|Winter sale|Summer sale/ })).toHaveCount(3)

  await baysideEditor.getByRole('link', { name: 'Run-out sale: drive away deals' }).click()
  await baysideEditor.waitForURL(/\/admin\/collections\/promo-cards\/\d+/)
  // Payload names each field's input `field-<name>`.
  const title = baysideEditor.locator('#field-title')
  await expect(title).toHaveValue('Run-out sale: drive away deals')
  await title.fill('Bayside spring run-out: 2.9% finance')
  await baysideEditor.getByRole('button', { name: 'Publish changes' }).click()
  await expect(baysideEditor.getByText(/published successfully|Updated successfully/i).first()).toBeVisible()
  const editedUrl = baysideEditor.url()

  const southernEditor = await browser.newPage()
  await logInToAdmin(southernEditor, southernCross.editor)
  await southernEditor.goto(cmsUrl('/admin/collections/promo-cards'))
  await expect(southernEditor.getByRole('link', { name: 'Run-out sale: drive away deals' })).toHaveCount(1)
  await expect(southernEditor.getByRole('link', { name: 'Bayside spring run-out: 2.9% finance' })).toHaveCount(0)
  // Opening the card's address directly doesn't show it either.
  await southernEditor.goto(editedUrl)
  await southernEditor.waitForLoadState('networkidle')
  await expect(southernEditor.locator('#field-title')).toHaveCount(0)
  await expect(southernEditor.getByText('Bayside spring run-out: 2.9% finance')).toHaveCount(0)
})
