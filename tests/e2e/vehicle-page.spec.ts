import { type Page } from '@playwright/test'
import { stockIndexName } from '@dealer/stock/index-schema'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import type { StockCar } from '@dealer/stock/car'
import { expectAccessible } from './a11y'
import { BAYSIDE, siteUrl } from './sites'
import { expect, test } from './test'

/** A Bayside car by the search service's filters: the page under test is then known to be of that kind. */
async function bayside(filters: string): Promise<StockCar> {
  const { hits } = await adminSearchClient().client.searchSingleIndex<StockCar>({
    indexName: stockIndexName(BAYSIDE),
    searchParams: { filters, hitsPerPage: 1 },
  })
  if (!hits[0]) throw new Error(`no Bayside car matches ${filters}`)
  return hits[0]
}

const counter = (page: Page) => page.locator('.vehicle-gallery__counter [aria-hidden="true"]')

test('a used car: gallery and full-screen viewer by keyboard, the phone, finance, delivery, similar cars and the sticky header', async ({ page }) => {
  const car = await bayside('status:in_stock AND car_type:used AND photos_count > 4 AND price > 5000')
  await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name)
  const photos = car.images.length

  // The gallery: a thumbnail by keyboard, then the full-screen viewer, arrowed on, and Escape back to the gallery. Its
  // buttons are JavaScript's alone, disabled (and so not focusable) until its scripts run.
  const thumbnail = page.getByRole('button', { name: `Show photo 3 of ${photos}` })
  await expect(thumbnail).toBeEnabled()
  await thumbnail.focus()
  await page.keyboard.press('Enter')
  await expect(counter(page)).toHaveText(`3 / ${photos}`)
  const fullScreen = page.getByRole('button', { name: 'View full screen' })
  await fullScreen.focus()
  await page.keyboard.press('Enter')
  const viewer = page.getByRole('dialog', { name: `Photos of ${car.name}` })
  await expect(viewer).toBeVisible()
  await expect(viewer.getByText(`3 of ${photos}`)).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(viewer.getByText(`4 of ${photos}`)).toBeVisible()
  await expect(viewer.getByRole('img', { name: `${car.name}, photo 4 of ${photos}` })).toBeVisible()
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(viewer).toBeHidden()
  await expect(fullScreen).toBeFocused()
  await expect(counter(page)).toHaveText(`4 / ${photos}`)

  // The call box: masked after five characters until asked, then a number to call; the click is recorded (event 25).
  const reveal = page.getByRole('button', { name: /show the dealer's phone number/ })
  await expect(reveal).toContainText(/^.{5}[* ]+/)
  const recorded = page.waitForRequest((request) => request.url().endsWith('/api/events') && request.postDataJSON().event === 'call-clicked')
  await reveal.click()
  await recorded
  const call = page.locator('aside').getByRole('link', { name: /^Call Now/ })
  await expect(call).toHaveAttribute('href', /^tel:/)
  await expect(call).not.toContainText('*')

  // The finance calculator: moving the term changes the repayment, and the first use is recorded (event 26).
  const term = page.getByRole('slider', { name: 'Loan term' })
  await term.scrollIntoViewIfNeeded()
  const payment = page.locator('.finance-calculator__payment')
  await expect(payment).toHaveText(/^\$\d/)
  const before = await payment.textContent()
  const firstUse = page.waitForRequest((request) => request.url().endsWith('/api/events') && request.postDataJSON().event === 'finance-calculator-used')
  await term.focus()
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await firstUse
  await expect(payment).not.toHaveText(before ?? '')
  await expect(page.getByRole('link', { name: 'Get Finance Now' }).last()).toHaveAttribute('href', new RegExp(`^/finance\\?car_id=${car.objectID}&`))

  // Delivery: the postcode is required, then priced by the site's regions. Its section hydrates when scrolled near, as
  // a shopper reaches it (its button is disabled until then, and Playwright waits for enabled before scrolling).
  const delivery = page.getByRole('region', { name: 'Delivery cost calculator' })
  await delivery.scrollIntoViewIfNeeded()
  await delivery.getByRole('button', { name: 'Get estimate' }).click()
  await expect(delivery.getByText('Please enter a postcode.')).toBeVisible()
  await delivery.getByLabel('Your postcode').fill('4000')
  await delivery.getByRole('button', { name: 'Get estimate' }).click()
  await expect(delivery.getByText(/Delivery to 4000 \(Brisbane metro\): \$149/)).toBeVisible()
  await delivery.getByLabel('Your postcode').fill('0800')
  await delivery.getByRole('button', { name: 'Get estimate' }).click()
  await expect(delivery.getByText("Sorry, we can't provide an estimate for that location.", { exact: false })).toBeVisible()

  // Similar cars, never the car itself.
  const similar = page.getByRole('region', { name: 'Similar cars' })
  await expect(similar.getByRole('article').first()).toBeVisible()
  await expect(similar.locator(`a[href="/cars/${car.slug}"]`)).toHaveCount(0)

  // The sticky header appears from 500 px of scroll and goes at the top.
  const header = page.locator('.sticky-car-header')
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(header).toBeHidden()
  await page.evaluate(() => window.scrollTo(0, 600))
  await expect(header).toBeVisible()
  await expect(header).toContainText(car.name)
  await expectAccessible(page)
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(header).toBeHidden()
})

test('a sold car says so and offers Find Me Something Similar instead of the normal buttons', async ({ page }) => {
  const car = await bayside('status:sold')
  await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}`))
  await expect(page.getByText(`Unfortunately this ${car.make} ${car.model} recently sold`)).toBeVisible()
  const sidebar = page.locator('aside')
  await expect(sidebar.getByRole('link', { name: 'Find Me Something Similar' })).toBeVisible()
  await expect(sidebar.getByRole('link', { name: 'Enquire Now' })).toHaveCount(0)
  await expect(sidebar.getByRole('link', { name: 'Book a Test Drive' })).toHaveCount(0)
  // Call Now is one of the normal buttons: neither the sidebar nor the phone's action bar offers it (issue 48).
  await expect(page.locator('.car-page__contact .call-box')).toHaveCount(0)
  await expect(page.locator('.mobile-action-bar .call-box')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Finance Available For This Vehicle' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Similar cars' }).getByRole('article').first()).toBeVisible()
  await expectAccessible(page)
})

test('on a phone: the 360° view turns, the action bar appears past 900 px, and finance offers Request a Quote', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  // The seed gives the newest in-stock used car of every site a 360° spin.
  const car = await bayside('status:in_stock AND car_type:used')
  expect(car.spin_images.length).toBeGreaterThan(0)
  await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}`))
  const bar = page.locator('.mobile-action-bar')
  await expect(bar).toBeHidden()

  // The viewer loads when scrolled near.
  await page.locator('.spin-viewer-slot').scrollIntoViewIfNeeded()
  const viewer = page.getByRole('region', { name: `360° view of ${car.name}` })
  const frame = viewer.getByRole('img', { name: /360° view, frame \d+ of 36/ })
  await expect(frame).toBeVisible()
  const pause = viewer.getByRole('button', { name: /Pause/ })
  if (await pause.isVisible()) await pause.click()
  const was = await frame.getAttribute('alt')
  await viewer.getByRole('button', { name: 'Turn right' }).click()
  await expect(frame).not.toHaveAttribute('alt', was ?? '')

  await page.evaluate(() => window.scrollTo(0, 950))
  await expect(bar).toBeVisible()
  await expect(bar.getByRole('link', { name: /Enquire Now/ })).toBeVisible()
  await page.getByRole('slider', { name: 'Loan term' }).scrollIntoViewIfNeeded()
  await expect(page.locator('.finance-calculator').getByRole('link', { name: 'Request a Quote' })).toBeVisible()
  await expectAccessible(page)
})
