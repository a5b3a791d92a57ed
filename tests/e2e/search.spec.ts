import type { Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import { BAYSIDE, SOUTHERN_CROSS, siteUrl } from './sites'
import { expect, test } from './test'

const SEARCH = '/search/new-used-and-demo-cars'

/**
 * The count the page shows ("318 cars · page 1 of 16"). A run of sold cars collapses to one over the whole list
 * (decision 063), so a site's count is its seeded cars less the sold cars collapsed in the list's order.
 */
async function shownCount(page: Page): Promise<{ cars: number; pages: number | null }> {
  const status = page.getByRole('status')
  await expect(status).toContainText(/\d+ cars?/)
  const text = (await status.textContent()) ?? ''
  const cars = Number(/([\d,]+) cars?/.exec(text)![1].replace(/,/g, ''))
  const pages = /page \d+ of (\d+)/.exec(text)
  return { cars, pages: pages ? Number(pages[1]) : null }
}

test('search lists 21 cars a page and paginates by URL', async ({ page }) => {
  await page.goto(siteUrl(BAYSIDE, SEARCH))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New, used and demo cars')
  // Bayside's 320 seeded cars, less the sold cars a run collapses (in the newest-first order they mostly sit together);
  // the page links count the cars shown, 21 a page.
  const { cars: total, pages } = await shownCount(page)
  expect(total).toBeGreaterThan(250)
  expect(total).toBeLessThanOrEqual(320)
  expect(pages).toBe(Math.ceil(total / 21))
  const cards = page.locator('main').getByRole('article')
  await expect(cards).toHaveCount(21)
  const firstPageTitles = await cards.getByRole('heading').allTextContents()
  await expectAccessible(page)
  // The cards hydrate when scrolled near (HydrateWhenVisible): the last one keeps its content and works.
  const lastCar = firstPageTitles.at(-1)
  await cards
    .last()
    .getByRole('link', { name: `Enquire Now: ${lastCar}` })
    .click()
  const enquiry = page.getByRole('dialog', { name: 'Enquire Now' })
  await expect(enquiry.getByText(lastCar!)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(enquiry).toBeHidden()
  await expect(cards).toHaveCount(21)

  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\?page=2$/)
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  await expect(cards).toHaveCount(21)
  const secondPageTitles = await cards.getByRole('heading').allTextContents()
  expect(secondPageTitles).not.toEqual(firstPageTitles)

  // The last page holds what is left, and no page before it is short (decision 063).
  await page.goto(siteUrl(BAYSIDE, `${SEARCH}?page=${pages}`))
  await expect(cards).toHaveCount(total - (pages! - 1) * 21)
  await page.goto(siteUrl(BAYSIDE, `${SEARCH}?page=${pages! - 1}`))
  await expect(cards).toHaveCount(21)
})

test("a tenant's search shows only its own cars", async ({ page }) => {
  await page.goto(siteUrl(SOUTHERN_CROSS, SEARCH))
  // Its 480 seeded cars, less any sold run collapsed (decision 063); none of Bayside's 320.
  const { cars } = await shownCount(page)
  expect(cars).toBeGreaterThan(400)
  expect(cars).toBeLessThanOrEqual(480)
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
  await expect(page).toHaveTitle('Toyota HiLux cars for sale | Bayside Toyota')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.baysidetoyota.com.au/search/toyota/hilux')
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Home', 'Cars', 'Toyota', 'HiLux'])
  await expect(breadcrumb.getByRole('link', { name: 'Toyota' })).toHaveAttribute('href', '/search/toyota')
  for (const title of await cards.getByRole('heading').allTextContents()) expect(title).toContain('Toyota HiLux')

  // The used-car addresses breadcrumbs use on used-car sites (spec 001 §2) list used cars; their canonical is /search.
  await page.goto(siteUrl(BAYSIDE, '/used-car/toyota'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota cars')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.baysidetoyota.com.au/search/toyota?car_type=used')
  for (const text of await cards.allTextContents()) expect(text).toContain('Used')

  await page.goto(siteUrl(BAYSIDE, '/search/new-and-demo-cars?sortBy=price_asc&price=20000-'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New and demo cars')
  const prices = (await cards.locator('.car-card__amount').allTextContents()).map((text) => Number(text.replace(/[^\d]/g, '')))
  expect(prices.length).toBeGreaterThan(1)
  expect(prices).toEqual([...prices].sort((a, b) => a - b))
  expect(prices[0]).toBeGreaterThanOrEqual(20000)

  await page.goto(siteUrl(BAYSIDE, '/special-offers'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Special offers')
  await expect(cards.first()).toBeVisible()
  // Each is reduced (a Was price) or on a sale tag.
  for (const card of await cards.all()) expect(await card.textContent()).toMatch(/Was \$|Special Offer|Runout Sale/)

  expect((await page.goto(siteUrl(BAYSIDE, '/search/no-such-make')))?.status()).toBe(404)
  const badRange = await page.goto(siteUrl(BAYSIDE, '/search/used-cars?price=50000-10000'))
  expect(badRange?.status()).toBe(400)
  await expect(page.getByText(/isn't a range/)).toBeVisible()
})

test('a search with no results says so in the spec’s words and offers Clear Filters', async ({ page }) => {
  await page.goto(siteUrl(BAYSIDE, '/search/used-cars?price=1-2'))
  const card = page.getByRole('region', { name: 'No Results Available' })
  await expect(card).toContainText('No results found for your search at this time. Please try adjusting the filters for more results.')
  // Spec 000 §2: the refresh path, by default the special-offers path (issue 24).
  await card.getByRole('link', { name: 'Clear Filters' }).click()
  await expect(page).toHaveURL(/\/special-offers$/)
  await expect(page.locator('main').getByRole('article').first()).toBeVisible()
  await expectAccessible(page)
})

test('refining by make, model and price updates the results and the address; reload, back and sort keep the state', async ({ page }) => {
  const origin = new URL(siteUrl(SOUTHERN_CROSS)).origin
  const elsewhere: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(origin)) elsewhere.push(request.url())
  })
  const cards = page.locator('main').getByRole('article')
  const titles = () => cards.getByRole('heading').allTextContents()
  await page.goto(siteUrl(SOUTHERN_CROSS, SEARCH))
  expect((await shownCount(page)).cars).toBeLessThanOrEqual(480)

  // The make dropdown lists the popular makes first; pick the first of them.
  const makeSelect = page.getByLabel('Make', { exact: true })
  const make = (await makeSelect.locator('optgroup[label="Popular makes"] option').first().getAttribute('value'))!
  await makeSelect.selectOption(make)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${make} cars`)
  await expect(page).toHaveURL(new RegExp(`/search/${make.toLowerCase().replace(/[^a-z0-9]+/g, '-')}$`))
  for (const title of await titles()) expect(title).toContain(make)
  const makeCount = Number((await page.getByRole('status').textContent())!.replace(/[^\d].*$/, ''))

  const modelSelect = page.getByLabel('Model', { exact: true })
  const modelValue = (await modelSelect.locator('option').nth(1).getAttribute('value'))!
  const model = modelValue.slice(make.length + 1)
  await modelSelect.selectOption(modelValue)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${make} ${model} cars`)
  await expect(page).toHaveURL(/\/search\/[^/]+\/[^/?]+$/)
  for (const title of await titles()) expect(title).toContain(`${make} ${model}`)
  const modelUrl = page.url()
  const modelTitles = await titles()

  await page.getByLabel('Max price').fill('40000')
  await expect(page.getByLabel('Max price')).toHaveValue('40,000')
  await page.getByLabel('Max price').press('Enter')
  await expect(page).toHaveURL(/\?price=-40000$/)
  await expect(page.getByRole('link', { name: 'Remove Price: Up to $40,000' })).toBeVisible()
  const priced = async () =>
    (await cards.locator('.car-card__amount').allTextContents()).map((text) => Number(text.replace(/[^\d]/g, ''))).filter((price) => price > 0)
  for (const price of await priced()) expect(price).toBeLessThanOrEqual(40000)
  const refinedTitles = await titles()

  await page.reload()
  await expect(page.getByRole('link', { name: 'Remove Price: Up to $40,000' })).toBeVisible()
  expect(await titles()).toEqual(refinedTitles)

  await page.goBack()
  await expect(page).toHaveURL(modelUrl)
  await expect(page.getByRole('link', { name: /Remove Price/ })).toHaveCount(0)
  await expect.poll(titles).toEqual(modelTitles)

  await page.getByLabel('Sort by').selectOption('price_desc')
  await expect(page).toHaveURL(/\?sortBy=price_desc$/)
  await expect
    .poll(async () => {
      const prices = await priced()
      return prices.length > 0 && prices.every((price, index) => index === 0 || prices[index - 1] >= price)
    })
    .toBe(true)

  await page.getByRole('link', { name: 'Clear Filters' }).click()
  await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\?sortBy=price_desc$/)
  // Every car again (in price order, whose sold runs may differ from the newest-first order's).
  await expect.poll(async () => (await shownCount(page)).cars).toBeGreaterThan(400)
  const everything = (await shownCount(page)).cars
  expect(makeCount).toBeLessThan(everything)
  expect(elsewhere, 'the browser talks only to the storefront').toEqual([])
})

test('on a phone the filters open over the results, are accessible, and Show Me N goes back up to the results', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(siteUrl(SOUTHERN_CROSS, SEARCH))
  const toggle = page.getByRole('button', { name: 'Filters' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('heading', { name: 'Filter cars' })).toBeHidden()
  await toggle.click()
  await expect(page.getByRole('heading', { name: 'Filter cars' })).toBeVisible()
  await expectAccessible(page)

  const used = page.getByRole('group', { name: 'Condition' }).getByRole('checkbox', { name: /^Used/ })
  const usedListed = Number((await used.locator('..').textContent())!.replace(/[^\d]/g, ''))
  await used.check()
  await expect(page).toHaveURL(/\/search\/used-cars$/)
  // Show Me names the cars the page shows: the used cars, a run of sold ones collapsed to one (decision 063).
  await expect.poll(async () => (await shownCount(page)).cars).toBeLessThanOrEqual(usedListed)
  const usedCount = (await shownCount(page)).cars
  const showMe = page.getByRole('button', { name: `Show Me ${usedCount} Cars` })
  await showMe.scrollIntoViewIfNeeded()
  await showMe.click()
  await expect(page.getByRole('heading', { name: 'Filter cars' })).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await expect(page.getByRole('status')).toContainText(`${usedCount} cars`)
})

test('promo cards sit among the results, positioned first and only for the car types they name, then the call-to-action card', async ({ page }) => {
  const kinds = () =>
    page
      .getByRole('list', { name: 'Search results' })
      .locator(':scope > li')
      .evaluateAll((items) => items.map((item) => item.className.replace('search-results__', '')))
  const expected = (extras: string[]) => [
    ...Array(6).fill('car'),
    extras[0],
    ...Array(6).fill('car'),
    extras[1],
    ...Array(6).fill('car'),
    extras[2],
    ...Array(3).fill('car'),
  ]

  // Bayside's live search cards: one positioned for every search, and "Service specials" for used cars only.
  await page.goto(siteUrl(BAYSIDE, '/search/used-cars'))
  expect(await kinds()).toEqual(expected(['promo', 'promo', 'cta']))
  const results = page.getByRole('list', { name: 'Search results' })
  await expect(results.getByRole('link', { name: 'Service specials' })).toBeVisible()
  await expect(results.getByRole('heading', { name: 'Can’t find the car you want?' })).toBeVisible()

  await page.goto(siteUrl(BAYSIDE, '/search/new-cars'))
  expect(await kinds()).toEqual(expected(['promo', 'cta', 'cta']))
  await expect(results.getByRole('link', { name: 'Service specials' })).toHaveCount(0)
  await expectAccessible(page)
})
