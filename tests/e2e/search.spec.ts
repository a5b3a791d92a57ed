import { expect, test } from '@playwright/test'
import { expectAccessible } from './a11y'
import { BAYSIDE, SOUTHERN_CROSS, siteUrl } from './sites'

const SEARCH = '/search/new-used-and-demo-cars'

test('search lists 21 cars a page and paginates by URL', async ({ page }) => {
  await page.goto(siteUrl(BAYSIDE, SEARCH))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New, used and demo cars')
  await expect(page.getByRole('status')).toContainText('320 cars · page 1 of 16')
  const cards = page.locator('main').getByRole('article')
  await expect(cards).toHaveCount(21)
  const firstPageTitles = await cards.getByRole('heading').allTextContents()
  await expectAccessible(page)

  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\?page=2$/)
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  await expect(cards).toHaveCount(21)
  const secondPageTitles = await cards.getByRole('heading').allTextContents()
  expect(secondPageTitles).not.toEqual(firstPageTitles)

  await page.goto(siteUrl(BAYSIDE, `${SEARCH}?page=16`))
  await expect(cards).toHaveCount(320 - 15 * 21)
})

test("a tenant's search shows only its own cars", async ({ page }) => {
  await page.goto(siteUrl(SOUTHERN_CROSS, SEARCH))
  await expect(page.getByRole('status')).toContainText('480 cars')
  const details = await page.locator('main').getByRole('article').allTextContents()
  expect(details.join(' ')).not.toContain('Bayside')
})

test('a bad page number is a 400 with a clear message', async ({ page }) => {
  const response = await page.goto(siteUrl(BAYSIDE, `${SEARCH}?page=abc`))
  expect(response?.status()).toBe(400)
  await expect(page.getByText('Page "abc" isn\'t a page number: use 1 or more.')).toBeVisible()
})

test('each search path lists what it names (spec 001 §4), sorts by price, and an unknown one is a 404', async ({ page }) => {
  const cards = page.locator('main').getByRole('article')
  await page.goto(siteUrl(BAYSIDE, '/search/used-cars'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Used cars')
  await expect(cards.first()).toBeVisible()
  for (const text of await cards.allTextContents()) expect(text).toContain('Used')

  await page.goto(siteUrl(BAYSIDE, '/search/toyota/hilux'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota HiLux cars')
  for (const title of await cards.getByRole('heading').allTextContents()) expect(title).toContain('Toyota HiLux')

  await page.goto(siteUrl(BAYSIDE, '/search/new-and-demo-cars?sortBy=price_asc&price=20000-'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New and demo cars')
  const prices = (await cards.locator('.car-card__amount').allTextContents()).map((text) => Number(text.replace(/[^\d]/g, '')))
  expect(prices.length).toBeGreaterThan(1)
  expect(prices).toEqual([...prices].sort((a, b) => a - b))
  expect(prices[0]).toBeGreaterThanOrEqual(20000)

  expect((await page.goto(siteUrl(BAYSIDE, '/search/no-such-make')))?.status()).toBe(404)
  const badRange = await page.goto(siteUrl(BAYSIDE, '/search/used-cars?price=50000-10000'))
  expect(badRange?.status()).toBe(400)
  await expect(page.getByText(/isn't a range/)).toBeVisible()
})

test('a search with no results says so in the spec’s words and offers Clear Filters', async ({ page }) => {
  await page.goto(siteUrl(BAYSIDE, '/search/used-cars?price=1-2'))
  const card = page.getByRole('region', { name: 'No Results Available' })
  await expect(card).toContainText('No results found for your search at this time. Please try adjusting the filters for more results.')
  await card.getByRole('link', { name: 'Clear Filters' }).click()
  await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars$/)
  await expect(page.locator('main').getByRole('article')).toHaveCount(21)
  await expectAccessible(page)
})
