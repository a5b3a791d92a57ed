import { type Page } from '@playwright/test'
import { sellingPrice } from '@dealer/stock/display'
import { formatPrice } from '@dealer/stock/format'
import { DEMO_TENANTS } from '@dealer/seed/demo-tenants'
import { expectAccessible } from './a11y'
import { patchSiteSettings } from './cms-records'
import { BAYSIDE, SOUTHERN_CROSS, siteUrl } from './sites'
import { siteCar } from './site-cars'
import { expect, test } from './test'

/** True when the element's box is at least partly in the viewport. */
const inViewport = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect()
    return box.bottom > 0 && box.top < window.innerHeight
  })

test("a vehicle page's Get Finance Now opens the finance page with that car's side card, at the form", async ({ page }) => {
  const car = await siteCar(BAYSIDE, 'status:in_stock AND car_type:used AND price > 5000')
  await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name)
  const getFinance = page.getByRole('link', { name: 'Get Finance Now' }).last()
  await getFinance.scrollIntoViewIfNeeded()
  await getFinance.click()

  await page.waitForURL((url) => url.pathname === '/finance' && url.searchParams.get('car_id') === car.objectID && url.hash === '#finance-form')
  const url = new URL(page.url())
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    car_id: car.objectID,
    // What the car sells for: its reduced or trade-in price when it has one (spec 001 §4).
    vehiclePriceBudget: String(sellingPrice(car)),
    car_type: 'used',
    preferredDealership: car.dealership_slug,
    ...(car.vin ? { vin: car.vin } : {}),
  })
  const sideCard = page.getByRole('complementary', { name: 'Your chosen car' })
  await expect(sideCard.getByRole('heading', { name: car.name })).toBeVisible()
  await expect(sideCard.locator('.car-card__amount')).toHaveText(formatPrice(sellingPrice(car))!)
  if (car.price_type) await expect(sideCard.locator('.car-card__price-type')).toHaveText(` ${car.price_type}`)
  await expect(sideCard.getByRole('link', { name: car.name })).toHaveAttribute('href', `/cars/${car.slug}`)
  // With a car the steps and the promo give way to it.
  await expect(page.getByRole('region', { name: 'Finance in three easy steps' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: /Get finance now/ })).toHaveCount(0)
  await expect(page.getByRole('region', { name: `Get pre-approved for the ${car.name}` })).toBeVisible()
  expect(await inViewport(page, '#finance-form')).toBe(true)
  await expectAccessible(page)
})

test('on a site that prices finance by NVIC, a car with one links to /personalised/finance, which shows that car', async ({ page }) => {
  const car = await siteCar(SOUTHERN_CROSS, 'status:in_stock AND price > 5000')
  expect(car.nvic, 'the demo stock has NVICs').toMatch(/^[A-Z0-9]{6}$/)
  await page.goto(siteUrl(SOUTHERN_CROSS, `/cars/${car.slug}`))
  const getFinance = page.getByRole('link', { name: 'Get Finance Now' }).last()
  await getFinance.scrollIntoViewIfNeeded()
  await getFinance.click()
  await page.waitForURL((url) => url.pathname === '/personalised/finance' && url.searchParams.get('car_id') === car.objectID)
  await expect(page.getByRole('complementary', { name: 'Your chosen car' }).getByRole('heading', { name: car.name })).toBeVisible()
  await expect(page.getByRole('region', { name: `Get pre-approved for the ${car.name}` })).toBeVisible()
})

test('/finance without a car: one h1, the three steps, the promo with six used cars that open their pages, and the disclaimer', async ({ page }) => {
  await page.goto(siteUrl(BAYSIDE, '/finance'))
  await expect(page).toHaveTitle(/Car finance and pre-approval \| Bayside Toyota/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car finance, pre-approved online')

  const steps = page.getByRole('region', { name: 'Finance in three easy steps' })
  await expect(steps.getByRole('listitem')).toHaveCount(3)
  await expect(steps.getByRole('heading', { level: 3 })).toHaveText(['Apply online in minutes', 'Get pre-approved', 'Purchase the car'])
  await expect(page.getByRole('complementary', { name: 'Your chosen car' })).toHaveCount(0)
  await expect(page.locator('#finance-form')).toBeAttached()
  await expect(page.locator('#financeDisclaimer')).toContainText('comparison rate')

  const promo = page.getByRole('region', { name: 'Get finance now on a quality used car' })
  await expect(promo.getByRole('link', { name: 'Browse used cars' })).toHaveAttribute('href', '/search/used-cars')
  const cards = promo.locator('.car-card')
  await expect(cards).toHaveCount(6)
  for (const card of await cards.all()) await expect(card.getByText('Used', { exact: true })).toBeVisible()
  await expectAccessible(page)

  const first = cards.first().locator('.car-card__link')
  const name = (await first.getByRole('heading').textContent())!.trim()
  await first.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  expect(new URL(page.url()).pathname).toMatch(/^\/cars\//)
})

test('/finance-enquiry, /apply-for-finance and /personalised/finance answer the same page, and its anchors scroll to their sections', async ({ page }) => {
  const car = await siteCar(BAYSIDE, 'status:in_stock AND price > 5000')
  for (const path of ['/finance-enquiry', '/apply-for-finance', `/personalised/finance?car_id=${encodeURIComponent(car.objectID)}`]) {
    const response = await page.goto(siteUrl(BAYSIDE, path))
    expect(response?.status(), path).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car finance, pre-approved online')
    await expect(page.locator('#finance-form')).toBeAttached()
  }
  await expect(page.getByRole('complementary', { name: 'Your chosen car' }).getByRole('heading', { name: car.name })).toBeVisible()

  for (const anchor of ['finance-form', 'finance-calculator', 'financeDisclaimer']) {
    await page.goto(siteUrl(BAYSIDE, `/apply-for-finance?selfAssessedCreditScore=nonsense&vehiclePriceBudget=lots#${anchor}`))
    await expect(page.locator(`#${anchor}`)).toBeVisible()
    await expect.poll(() => inViewport(page, `#${anchor}`), { message: `#${anchor} scrolled into view` }).toBe(true)
  }
  // An unknown car, or another site's, is no car: the page, without a side card.
  const elsewhere = await siteCar(SOUTHERN_CROSS, 'status:in_stock')
  for (const carId of ['no-such-car', elsewhere.objectID]) {
    const response = await page.goto(siteUrl(BAYSIDE, `/finance?car_id=${encodeURIComponent(carId)}`))
    expect(response?.status(), carId).toBe(200)
    await expect(page.locator('#finance-form')).toBeAttached()
    await expect(page.getByRole('complementary', { name: 'Your chosen car' })).toHaveCount(0)
  }
})

test("every link to the finance pages on the demo sites' pages opens the finance page", async ({ page }) => {
  const financeLink = /^\/(?:finance|finance-enquiry|apply-for-finance|personalised\/finance)(?:[?#]|$)/
  const checked = new Set<string>()
  for (const tenant of DEMO_TENANTS) {
    for (const path of ['/', '/finance', '/finance-and-insurance', '/about-us']) {
      const response = await page.goto(siteUrl(tenant.slug, path))
      if (response?.status() === 404) continue
      expect(response?.status(), `${tenant.slug}${path}`).toBe(200)
      const links = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
      for (const link of links.filter((href) => financeLink.test(href))) {
        const key = `${tenant.slug}${link.replace(/#.*/, '')}`
        if (checked.has(key)) continue
        checked.add(key)
        // From a blank page: a link to the page we're on (with only an anchor) would otherwise not load it again.
        await page.goto('about:blank')
        const target = await page.goto(siteUrl(tenant.slug, link))
        expect(target?.status(), key).toBe(200)
        await expect(page.locator('#finance-form'), key).toBeAttached()
      }
    }
  }
  // The dealer template's header and footer and the seeded page's steps button link here.
  expect(checked).toContain(`${BAYSIDE}/finance`)
})

test('a site that asks shoppers to sign in for finance sends them to /sign-in?type=finance, and back to the page they asked for', async ({ page, request }) => {
  const gate = (on: boolean) => patchSiteSettings(request, SOUTHERN_CROSS, { signInRequired: { finance: on } })

  // Off by default: the page itself.
  await page.goto(siteUrl(SOUTHERN_CROSS, '/finance'))
  await expect(page.locator('#finance-form')).toBeAttached()
  try {
    await gate(true)
    // Publishing drops the storefront's cached settings; the next load reads them.
    await expect(async () => {
      await page.goto(siteUrl(SOUTHERN_CROSS, '/finance-enquiry?loanTerm=3'))
      expect(new URL(page.url()).pathname).toBe('/sign-in')
    }).toPass({ timeout: 30_000 })
    const url = new URL(page.url())
    expect(url.searchParams.get('type')).toBe('finance')
    expect(url.searchParams.get('redirect')).toBe('/finance-enquiry?loanTerm=3')
    // The personalised page has its own flag, still off.
    const personalised = await page.goto(siteUrl(SOUTHERN_CROSS, '/personalised/finance'))
    expect(personalised?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe('/personalised/finance')
  } finally {
    await gate(false)
  }
})
