import { DEMO_TENANTS, SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { BAYSIDE, cmsUrl, logInToAdmin, siteUrl } from './sites'
import { expect, test } from './test'

const bayside = DEMO_TENANTS.find((tenant) => tenant.slug === BAYSIDE)!

test('a page staff create in the admin is a 404 while it is a draft and renders at its path once published', async ({ page, request }) => {
  const token = ((await (await request.post(cmsUrl('/api/users/login'), { data: SUPER_ADMIN })).json()) as { token: string }).token
  const auth = { authorization: `JWT ${token}` }
  const slug = `winter-service-${Date.now().toString(36)}`

  await logInToAdmin(page, bayside.staff)
  await page.goto(cmsUrl('/admin/collections/pages'))
  await page.getByRole('link', { name: 'Create New' }).first().click()
  await page.waitForURL(/\/admin\/collections\/pages\/\d+/)
  await page.getByRole('textbox', { name: 'Title *' }).fill('Winter service')
  await page.getByRole('textbox', { name: 'Slug *' }).fill(slug)
  // A call-to-action block in the layout, from the block picker.
  await page.getByRole('button', { name: 'Add Layout' }).click()
  await page.getByRole('button', { name: 'Call to action' }).click()
  await page.getByRole('textbox', { name: 'Heading *' }).fill('Book a winter service')
  await page.getByRole('button', { name: 'Add Button' }).click()
  await page.getByRole('textbox', { name: 'Label *' }).fill('Book now')
  await page.getByRole('textbox', { name: 'Link *' }).fill('/service')

  // Autosave keeps it as a draft, which shoppers never see.
  await expect
    .poll(
      async () =>
        ((await (await request.get(cmsUrl(`/api/pages?where[slug][equals]=${slug}&draft=true&depth=0`), { headers: auth })).json()) as { totalDocs: number })
          .totalDocs,
      { timeout: 15_000 },
    )
    .toBe(1)
  // Node can't resolve <site>.localhost; a browser tab can.
  const shopper = await page.context().browser()!.newPage()
  expect((await shopper.goto(siteUrl(BAYSIDE, `/${slug}`)))?.status()).toBe(404)

  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/published successfully|updated successfully/i).first()).toBeVisible()

  const response = await shopper.goto(siteUrl(BAYSIDE, `/${slug}`))
  expect(response?.status()).toBe(200)
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText('Winter service')
  await expect(shopper).toHaveTitle('Winter service | Bayside Toyota')
  const block = shopper.getByRole('region', { name: 'Book a winter service' })
  await expect(block.getByRole('link', { name: 'Book now' })).toHaveAttribute('href', '/service')

  await request.delete(cmsUrl(`/api/pages?where[slug][equals]=${slug}`), { headers: auth })
})
