import fs from 'node:fs'
import { type Page } from '@playwright/test'
import { stockIndexName } from '@dealer/stock/index-schema'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import type { StockCar } from '@dealer/stock/car'
import { extractText, getDocumentProxy } from 'unpdf'
import { expectAccessible } from './a11y'
import { staffRecords } from './cms-records'
import { BAYSIDE, siteUrl } from './sites'
import { expect, test } from './test'

/**
 * Issue 24: the vehicle page's Print (a printable page and a server-built PDF, event 61) and Share (the site's address
 * for the car, windows 550x400, the phone's share sheet, Copied for 1.5 s and a 3 s toast); the enquiry dialogs'
 * events 9 and 26 on opening; analytics that fails only warns; All Specifications' Show More / Show Less.
 */

async function bayside(filters: string): Promise<StockCar> {
  const { hits } = await adminSearchClient().client.searchSingleIndex<StockCar>({
    indexName: stockIndexName(BAYSIDE),
    searchParams: { filters, hitsPerPage: 1 },
  })
  if (!hits[0]) throw new Error(`no Bayside car matches ${filters}`)
  return hits[0]
}

const canonicalOf = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href')
const price = (car: StockCar) => `$${car.price.toLocaleString('en-AU')}`

test("Print opens the car's printable page in a new tab (event 61), which is accessible and downloads {slug}.pdf", async ({ page, context, request }) => {
  test.slow() // two pages, an accessibility check and a PDF built and read back
  const car = await bayside('status:in_stock AND price > 5000')
  const printed = async () => (await staffRecords(request, BAYSIDE, 'analytics-events', { carId: car.objectID, eventId: '61' }))[0]?.id
  const lastPrinted = await printed()
  await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}`))
  // A plain link, through the server, which records the press (before and without the page's scripts too).
  const print = page.locator('aside').getByRole('link', { name: /^Print/ })
  await expect(print).toHaveAttribute('target', '_blank')
  const opened = context.waitForEvent('page')
  await print.click()
  const printPage = await opened
  await expect(printPage).toHaveURL(siteUrl(BAYSIDE, `/print?car_id=${car.slug}`))
  await expect.poll(printed).not.toBe(lastPrinted)
  const pagePrinted = await printed()
  await expect(printPage.getByRole('heading', { level: 1 })).toHaveText(car.name)
  await expect(printPage.locator('.print-page__price')).toContainText(price(car))
  await expect(printPage.getByRole('img', { name: /^QR code of this car's page, http/ })).toBeVisible()
  await expectAccessible(printPage)

  // The download reads "Preparing..." while the server builds it (held back a moment here so it can be seen).
  await printPage.route('**/print/pdf?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500))
    await route.continue()
  })
  const button = printPage.getByRole('button', { name: 'Download PDF' })
  const download = printPage.waitForEvent('download')
  await button.click()
  await expect(printPage.getByRole('button', { name: 'Preparing...' })).toBeVisible()
  const file = await download
  expect(file.suggestedFilename()).toBe(`${car.slug}.pdf`)
  // The PDF is event 61 too, recorded by the server that built it.
  await expect.poll(printed).not.toBe(pagePrinted)
  await expect(printPage.getByRole('button', { name: 'Download PDF' })).toBeVisible()
  const bytes = new Uint8Array(fs.readFileSync((await file.path())!))
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true })
  expect(text).toContain(car.name)
  expect(text).toContain(price(car))
})

test("a PDF that can't be made is an alert with the server's message", async ({ page }) => {
  const car = await bayside('status:in_stock')
  await page.goto(siteUrl(BAYSIDE, `/print?car_id=${car.slug}`))
  await page.route('**/print/pdf?*', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Too many PDFs from your address. Please try again in a minute.' }),
    }),
  )
  const alerts: string[] = []
  page.on('dialog', async (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`)
    await dialog.accept()
  })
  await page.getByRole('button', { name: 'Download PDF' }).click()
  await expect.poll(() => alerts.length).toBeGreaterThan(0)
  expect(alerts[0]).toBe('alert: Too many PDFs from your address. Please try again in a minute.')
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible()
})

test("Share copies the car's address on the site (not the address bar's), says Copied for 1.5 s and toasts for 3 s; windows are 550x400", async ({
  page,
  context,
}) => {
  test.slow() // the toast's 3 s and an accessibility check
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.addInitScript(() => {
    const opened: unknown[][] = []
    Object.assign(window, { opened })
    window.open = (...args: unknown[]) => {
      opened.push(args)
      return null
    }
  })
  const car = await bayside('status:in_stock')
  await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}?utm_source=newsletter#finance`))
  const canonical = await canonicalOf(page)
  expect(canonical).toMatch(new RegExp(`^https?://[^/]+/cars/${car.slug}$`))

  const share = page.locator('aside').getByRole('button', { name: 'Share' })
  // The page opened at #finance: scrolled to, Share's part of the page hydrates and Share works.
  await share.scrollIntoViewIfNeeded()
  await share.click()
  await expect(share).toHaveAttribute('aria-expanded', 'true')
  // The page's own clock for how long "Copied" and the toast stay: a busy test machine can't hold up what is measured.
  await page.evaluate(() => {
    const log: Array<{ at: number; copied: boolean; toast: boolean }> = []
    Object.assign(window, { shareLog: log })
    new MutationObserver(() => {
      const copied = [...document.querySelectorAll('button')].some((button) => button.textContent === 'Copied')
      // A toast whose time is up is marked data-removed while it animates out.
      const toast = [...document.querySelectorAll('[data-sonner-toast]')].some(
        (item) => item.textContent?.includes('Link copied') && item.getAttribute('data-removed') !== 'true',
      )
      const last = log.at(-1)
      if (!last || last.copied !== copied || last.toast !== toast) log.push({ at: performance.now(), copied, toast })
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-removed'] })
  })
  await page.getByRole('button', { name: 'Copy link' }).click()
  // Read from the page's log, not live: on a busy machine a 1.5 s label can come and go between two looks.
  type Entry = { at: number; copied: boolean; toast: boolean }
  const readLog = () => page.evaluate(() => (window as unknown as { shareLog: Entry[] }).shareLog)
  const cameAndWent = (log: Entry[], key: 'copied' | 'toast') => {
    const shown = log.findIndex((entry) => entry[key])
    return shown >= 0 && log.slice(shown).some((entry) => !entry[key])
  }
  await expect.poll(async () => cameAndWent(await readLog(), 'copied'), { timeout: 15_000 }).toBe(true)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical)
  await expect.poll(async () => cameAndWent(await readLog(), 'toast'), { timeout: 15_000 }).toBe(true)
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible()
  const log = await readLog()
  const span = (key: 'copied' | 'toast') => {
    const shown = log.find((entry) => entry[key])!
    const gone = log.find((entry) => entry.at > shown.at && !entry[key])!
    return gone.at - shown.at
  }
  // "Copied" for 1.5 s; the toast for 3 s (other toasts stay until closed).
  expect(span('copied')).toBeGreaterThanOrEqual(1_490)
  expect(span('copied')).toBeLessThan(1_900)
  expect(span('toast')).toBeGreaterThanOrEqual(2_990)
  expect(span('toast')).toBeLessThan(4_000)

  await page.getByRole('button', { name: 'Facebook' }).click()
  await page.getByRole('button', { name: 'X (Twitter)' }).click()
  const opened = await page.evaluate(() => (window as unknown as { opened: string[][] }).opened)
  expect(opened).toEqual([
    [`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(canonical!)}`, 'share', 'width=550,height=400,noopener'],
    [`https://twitter.com/intent/tweet?url=${encodeURIComponent(canonical!)}&text=${encodeURIComponent(car.name)}`, 'share', 'width=550,height=400,noopener'],
  ])
  await expect(page.getByRole('link', { name: 'Email' })).toHaveAttribute(
    'href',
    `mailto:?subject=${encodeURIComponent(car.name)}&body=${encodeURIComponent(`${car.name}\n${canonical}`)}`,
  )
  await expectAccessible(page)
})

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })

  test("Share opens the phone's share sheet with the car's address on the site", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => {
          Object.assign(window, { shared: data })
        },
      })
    })
    const car = await bayside('status:in_stock')
    await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}?from=search`))
    const canonical = await canonicalOf(page)
    await page.locator('aside').getByRole('button', { name: 'Share' }).click()
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared)).toEqual({ title: car.name, url: canonical })
  })

  test('Request a Quote opens the finance enquiry, recorded as event 9', async ({ page }) => {
    const car = await bayside('status:in_stock AND price > 5000')
    await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}`))
    const quote = page.locator('.finance-calculator').getByRole('link', { name: 'Request a Quote' })
    await quote.scrollIntoViewIfNeeded()
    // A link to the enquiry page until the page's scripts run; from then on it opens the dialog, and says so.
    await expect(quote).toHaveAttribute('aria-haspopup', 'dialog')
    const recorded = page.waitForResponse(
      (response) => response.url().endsWith('/api/events') && response.request().postDataJSON().event === 'finance-enquiry-opened',
    )
    await quote.click()
    expect((await recorded).status()).toBe(204)
    await expect(page.getByRole('dialog', { name: 'Request a Quote' })).toBeVisible()
  })
})

test('Enquire Now opens the car enquiry, recorded as event 26; a failing analytics call only warns', async ({ page }) => {
  const car = await bayside('status:in_stock')
  await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}`))
  const enquire = page.locator('aside').getByRole('link', { name: 'Enquire Now' })
  await expect(enquire).toHaveAttribute('aria-haspopup', 'dialog')
  const recorded = page.waitForResponse(
    (response) => response.url().endsWith('/api/events') && response.request().postDataJSON().event === 'car-enquiry-opened',
  )
  await enquire.click()
  expect((await recorded).status()).toBe(204)
  const dialog = page.getByRole('dialog', { name: 'Enquire Now' })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // Analytics down (an error answer, then no answer at all): the dialog still opens, and the console only warns.
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.route('**/api/events', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }))
  await enquire.click()
  await expect(dialog).toBeVisible()
  await expect.poll(() => warnings.some((text) => text.startsWith('analytics event 26 was not sent'))).toBe(true)
  await page.keyboard.press('Escape')
  await page.unroute('**/api/events')
  await page.route('**/api/events', (route) => route.abort('connectionrefused'))
  warnings.length = 0
  await enquire.click()
  await expect(dialog).toBeVisible()
  await expect.poll(() => warnings.some((text) => text.startsWith('analytics event 26 was not sent'))).toBe(true)
  expect(errors).toEqual([])
})

test('All Specifications shows 8, Show More shows every one, Show Less the 8 again', async ({ page }) => {
  const car = await bayside('status:in_stock AND car_type:used')
  await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}`))
  const section = page.getByRole('region', { name: 'All specifications' })
  await section.scrollIntoViewIfNeeded()
  const shown = section.locator('.spec-list--all > div:visible')
  const all = await section.locator('.spec-list--all > div').count()
  expect(all).toBeGreaterThan(8)
  await expect(shown).toHaveCount(8)
  const more = section.getByRole('button', { name: 'Show More' })
  // Its code runs as it comes near; the button is disabled until then, and the click waits for that.
  await more.click()
  await expect(section.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true')
  await expect(shown).toHaveCount(all)
  await section.getByRole('button', { name: 'Show Less' }).click()
  await expect(shown).toHaveCount(8)
  await expect(more).toHaveAttribute('aria-expanded', 'false')
})
