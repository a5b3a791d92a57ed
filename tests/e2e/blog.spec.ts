import { expect, test } from '@playwright/test'
import { stockIndexName } from '@dealer/stock/index-schema'
import { adminSearchClient } from '@dealer/seed/search-client'
import type { StockCar } from '@dealer/stock/car'
import { expectAccessible } from './a11y'
import { BAYSIDE, siteUrl } from './sites'

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

test('the footer leads to /blog, which lists the posts newest first and opens one; both axe clean', async ({ page }) => {
  await page.goto(siteUrl(BAYSIDE, '/'))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
  const titles = page.locator('.post-card__title')
  await expect(titles.first()).toHaveText(TOWING)
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
