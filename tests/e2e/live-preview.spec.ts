import { DEMO_TENANTS, SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { BAYSIDE, cmsUrl, logInToAdmin, siteUrl } from './sites'
import { expect, test } from './test'

const bayside = DEMO_TENANTS.find((tenant) => tenant.slug === BAYSIDE)!

test("an editor's unsaved-to-the-site changes show live in the page's own storefront, and shoppers still see the published page", async ({ page, request }) => {
  const token = ((await (await request.post(cmsUrl('/api/users/login'), { data: SUPER_ADMIN })).json()) as { token: string }).token
  const auth = { authorization: `JWT ${token}` }
  const tenant = ((await (await request.get(cmsUrl(`/api/tenants?where[slug][equals]=${BAYSIDE}&depth=0`))).json()) as { docs: Array<{ id: number }> }).docs[0]
  const slug = `live-preview-${Date.now().toString(36)}`
  const created = await request.post(cmsUrl('/api/pages'), {
    headers: auth,
    data: {
      title: 'Winter tyre check',
      slug,
      tenant: tenant.id,
      hero: [{ blockType: 'hero', heading: 'Free winter tyre check', tone: 'light' }],
      layout: [{ blockType: 'featuredStock', heading: 'Cars in stock', carType: 'any', limit: 4 }],
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id

  await logInToAdmin(page, bayside.editor)
  await page.goto(cmsUrl(`/admin/collections/pages/${id}`))
  // The admin remembers whether a user left Live Preview open: open it only if it isn't.
  await page.getByRole('button', { name: 'Live Preview' }).waitFor()
  if ((await page.locator('#live-preview-iframe').count()) === 0) await page.getByRole('button', { name: 'Live Preview' }).click()
  const preview = page.frameLocator('#live-preview-iframe')
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Free winter tyre check')

  // Autosave stores the draft; the preview reloads it without a publish.
  await page.getByLabel('Heading').first().fill('Free winter tyre and battery check')
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Free winter tyre and battery check', { timeout: 20_000 })

  const shopper = await page.context().browser()!.newPage()
  await shopper.goto(siteUrl(BAYSIDE, `/${slug}`))
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText('Free winter tyre check')

  await request.delete(cmsUrl(`/api/pages/${id}`), { headers: auth })
})
