import { type Page } from '@playwright/test'
import { stockIndexName } from '@dealer/stock/index-schema'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import type { StockCar } from '@dealer/stock/car'
import { DEMO_TENANTS, SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { paragraph, richText } from '@dealer/seed/lexical'
import { expectAccessible } from './a11y'
import { BAYSIDE, cmsUrl, logInToAdmin, siteUrl } from './sites'
import { expect, test } from './test'

/** Issue 24: the blog, the blogs block on a car's page, and the Located at banner (spec 000 §2). */

async function baysideCar(filters: string): Promise<StockCar> {
  const { hits } = await adminSearchClient().client.searchSingleIndex<StockCar>({
    indexName: stockIndexName(BAYSIDE),
    searchParams: { filters, hitsPerPage: 1 },
  })
  if (!hits[0]) throw new Error(`no Bayside car matches ${filters}`)
  return hits[0]
}

const TOWING = 'Towing with a Toyota HiLux: what the numbers mean'
/** Bayside's seeded posts, newest first (seed/src/posts.ts). */
const SEEDED_TITLES = [TOWING, 'Living with a hybrid: servicing your Toyota RAV4', 'Buying a used car: our 10-point checklist']

test('the footer leads to /blog, which lists the posts newest first and opens one; both axe clean', async ({ page }) => {
  await page.goto(siteUrl(BAYSIDE, '/'))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
  // The seeded posts, newest first (a test may have added newer ones).
  const titles = page.locator('.post-card__title')
  await expect(titles.filter({ hasText: TOWING })).toHaveCount(1)
  const seeded = (await titles.allTextContents()).filter((title) => SEEDED_TITLES.includes(title))
  expect(seeded).toEqual(SEEDED_TITLES)
  await expect(page.locator('.post-card__date').first()).toHaveText(/^\d\d\/\d\d\/\d{4}$/)
  await expectAccessible(page)

  await page.getByRole('link', { name: TOWING }).click()
  await expect(page).toHaveURL(/\/blog\/towing-with-a-toyota-hilux$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TOWING)
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog')
  // The hero loads from our media in the width the screen needs.
  const hero = page.locator('img.blog-post__hero')
  await expect(hero).toHaveAttribute('srcset', /\/media\/.+ 400w/)
  await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
  await expectAccessible(page)

  await page.getByRole('link', { name: 'Toyota stock' }).click()
  await expect(page).toHaveURL(/\/search\/toyota$/)
})

test("a post about the car's make appears on the car's page and opens", async ({ page }) => {
  const car = await baysideCar('status:in_stock AND make:Toyota')
  await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}`))
  const block = page.getByRole('region', { name: 'Toyota news from our blog' })
  await block.scrollIntoViewIfNeeded()
  await expect(block.getByRole('heading', { level: 3 })).toHaveCount(3)
  await expectAccessible(page)
  await block.getByRole('link', { name: TOWING }).click()
  await expect(page).toHaveURL(/\/blog\/towing-with-a-toyota-hilux$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TOWING)
})

test('the Located at banner: shown for a car away from the primary city, Get Directions opens a map, X dismisses it for the visit', async ({ page }) => {
  const car = await baysideCar('status:in_stock AND location_name:"Bayside Toyota Capalaba"')
  await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}`))
  const banner = page.getByRole('region', { name: 'Where this car is' })
  await banner.scrollIntoViewIfNeeded()
  await expect(banner).toContainText('Located at Capalaba')
  await expect(banner.getByRole('link', { name: /Get Directions/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\//)
  await expect(banner.getByRole('link', { name: /Get Directions/ })).toHaveAttribute('target', '_blank')
  await expectAccessible(page)

  await expect(banner.getByRole('button', { name: 'Dismiss' })).toBeEnabled()
  await banner.getByRole('button', { name: 'Dismiss' }).focus()
  await page.keyboard.press('Enter')
  await expect(banner).toBeHidden()
  // Dismissed for the rest of the visit: the same car's page again has no banner.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name)
  // The banner's part of the page wakes when scrolled to.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect(page.getByRole('region', { name: 'Where this car is' })).toHaveCount(0)
})

test("an editor's draft of a post shows in Live Preview on the site, and shoppers still see the published post", async ({ page, request }) => {
  // The admin's first load and its autosave take a while on a busy machine.
  test.setTimeout(120_000)
  const editor = DEMO_TENANTS.find((tenant) => tenant.slug === BAYSIDE)!.editor
  const token = ((await (await request.post(cmsUrl('/api/users/login'), { data: SUPER_ADMIN })).json()) as { token: string }).token
  const auth = { authorization: `JWT ${token}` }
  const tenant = ((await (await request.get(cmsUrl(`/api/tenants?where[slug][equals]=${BAYSIDE}&depth=0`))).json()) as { docs: Array<{ id: number }> }).docs[0]
  const slug = `live-preview-post-${Date.now().toString(36)}`
  const created = await request.post(cmsUrl('/api/posts'), {
    headers: auth,
    data: {
      title: 'Winter driving tips',
      slug,
      tenant: tenant.id,
      publishedAt: new Date().toISOString(),
      excerpt: 'Lights, tyres and wipers before the cold sets in.',
      body: richText(paragraph('Check your lights, tyres and wipers.')),
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  try {
    await editAndPreview(page, id, slug, editor)
  } finally {
    await request.delete(cmsUrl(`/api/posts/${id}`), { headers: auth })
  }
})

async function editAndPreview(page: Page, id: number, slug: string, editor: { email: string; password: string }): Promise<void> {
  await logInToAdmin(page, editor)
  await page.goto(cmsUrl(`/admin/collections/posts/${id}`))
  await page.getByRole('button', { name: 'Live Preview' }).waitFor()
  if ((await page.locator('#live-preview-iframe').count()) === 0) await page.getByRole('button', { name: 'Live Preview' }).click()
  const preview = page.frameLocator('#live-preview-iframe')
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Winter driving tips')

  // Autosave stores the draft; the preview reloads it without a publish.
  await page.getByLabel('Title').first().fill('Winter driving tips for the Redlands')
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Winter driving tips for the Redlands', { timeout: 20_000 })

  const shopper = await page.context().browser()!.newPage()
  await shopper.goto(siteUrl(BAYSIDE, `/blog/${slug}`))
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText('Winter driving tips')
}
