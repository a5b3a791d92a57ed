import { expectAccessible } from './a11y'
import { BAYSIDE, SOUTHERN_CROSS, siteUrl } from './sites'
import { expect, test } from './test'

test('each tenant serves its own home page, its blocks in the order staff set', async ({ page }) => {
  await page.goto(siteUrl(BAYSIDE))
  await expect(page.getByRole('link', { name: 'Bayside Toyota', exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New Toyotas and quality used cars on the Redlands coast')
  const baysideHeadings = await page.getByRole('heading', { level: 2 }).allTextContents()
  const order = ['Latest offers', 'New Toyotas in stock', 'Welcome to Bayside Toyota', 'Quality used cars', 'What Redlands drivers say'].map((heading) =>
    baysideHeadings.indexOf(heading),
  )
  expect(order).toEqual([...order].sort((a, b) => a - b))
  expect(order[0]).toBeGreaterThanOrEqual(0)
  // The featured-stock strip comes from the search service: new Toyotas only.
  const newToyotas = page.getByRole('region', { name: 'New Toyotas in stock' }).getByRole('article')
  await expect(newToyotas).toHaveCount(8)
  for (const title of await newToyotas.getByRole('heading').allTextContents()) expect(title).toContain('Toyota')
  await expectAccessible(page)

  await page.goto(siteUrl(SOUTHERN_CROSS))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Five brands. Four showrooms. One easy way to buy.')
  await expect(page.getByRole('region', { name: 'Just arrived across the group' }).getByRole('article')).toHaveCount(8)
  await expect(page.getByText('New Toyotas in stock')).toHaveCount(0)
  await expectAccessible(page)
})

test("a featured-stock strip's View all opens the listing of the same cars, not all stock", async ({ page }) => {
  await page.goto(siteUrl(BAYSIDE))
  await page.getByRole('region', { name: 'New Toyotas in stock' }).getByRole('link', { name: 'View all' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota cars')
  await expect(page.getByRole('list', { name: 'Filters in use' }).getByRole('link', { name: 'Remove Condition: New' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Filters in use' }).getByRole('link', { name: 'Remove Make: Toyota' })).toBeVisible()
  const cards = page.getByRole('article')
  await expect(cards.first()).toBeVisible()
  for (const details of await cards.getByRole('list', { name: 'Key details' }).allTextContents()) expect(details).toMatch(/^New/)
  for (const title of await cards.getByRole('heading').allTextContents()) expect(title).toContain('Toyota')

  await page.goto(siteUrl(BAYSIDE))
  await page.getByRole('region', { name: 'Quality used cars' }).getByRole('link', { name: 'View all' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Used cars')
  for (const details of await page.getByRole('article').getByRole('list', { name: 'Key details' }).allTextContents()) expect(details).toMatch(/^Used/)
})

test('bare localhost serves the default tenant and an unknown host gets a clear 404', async ({ page }) => {
  const storefront = new URL(process.env.STOREFRONT_URL ?? 'http://localhost:3000')
  await page.goto(`http://localhost:${storefront.port}/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New Toyotas and quality used cars on the Redlands coast')

  const response = await page.goto(siteUrl('no-such-dealer'))
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('There is no dealer site at this address')
})

test('a CMS page other than home renders at its slug, and a missing one is a 404', async ({ page }) => {
  await page.goto(siteUrl(SOUTHERN_CROSS, '/about-us'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Southern Cross Motor Group')
  const response = await page.goto(siteUrl(SOUTHERN_CROSS, '/no-such-page'))
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page')
})
