import { type Locator, type Page } from '@playwright/test'
import { signIn } from '../integration/helpers/customer-accounts'
import { expectAccessible } from './a11y'
import { patchSiteSettings } from './cms-records'
import { hydrated } from './hydration'
import { siteCar } from './site-cars'
import { BAYSIDE, OUTBACK, SOUTHERN_CROSS, siteUrl } from './sites'
import { expect, test } from './test'

/**
 * Issue 51: a result card has one filled button and compact toggles, and is short enough that a phone shows two cars a
 * screen; the vehicle page's sidebar has one primary action and an equal-width group, and the phone's bar follows it.
 */

const SEARCH = '/search/new-used-and-demo-cars'
const VIEWPORTS = [
  { width: 390, height: 844, tallest: 480 },
  { width: 1280, height: 900, tallest: 540 },
]

const spread = (values: number[]) => Math.max(...values) - Math.min(...values)

type CardBox = { top: number; height: number; primaryBottom: number; primaries: number }

/** Each result card's place and height, where its filled button ends, and how many filled buttons it has. */
async function cardBoxes(page: Page): Promise<CardBox[]> {
  return page.locator('.search-results .car-card').evaluateAll((cards) =>
    cards.map((card) => {
      const box = card.getBoundingClientRect()
      const primary = card.querySelector('.button--primary')?.getBoundingClientRect()
      return {
        top: Math.round(box.top),
        height: box.height,
        primaryBottom: primary?.bottom ?? -1,
        primaries: card.querySelectorAll('.button--primary').length,
      }
    }),
  )
}

for (const viewport of VIEWPORTS) {
  for (const site of [BAYSIDE, SOUTHERN_CROSS, OUTBACK]) {
    test(`${site}'s result cards at ${viewport.width} px: at most ${viewport.tallest} px, one filled button, rows even`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height })
      await page.goto(siteUrl(site, SEARCH))
      await hydrated(page)
      // Measured again until the cards in view have hydrated and settled (each hydrates in a task of its own).
      let cards: CardBox[] = []
      await expect(async () => {
        cards = await cardBoxes(page)
        expect(cards.length).toBeGreaterThan(3)
        for (const card of cards) {
          expect(card.height).toBeLessThanOrEqual(viewport.tallest)
          expect(card.primaries).toBe(1)
        }
        // Cards side by side are one height, their filled buttons' feet level (within a pixel: boxes sit on fractions of
        // one). A sold car's Find Me Something Similar may take two lines where Enquire Now takes one.
        const rows = new Map<number, CardBox[]>()
        for (const card of cards) rows.set(card.top, [...(rows.get(card.top) ?? []), card])
        if (viewport.width === 1280) expect([...rows.values()].some((row) => row.length > 1)).toBe(true)
        for (const row of rows.values()) {
          expect(spread(row.map((card) => card.height)), JSON.stringify(row)).toBeLessThanOrEqual(1)
          expect(spread(row.map((card) => card.primaryBottom)), JSON.stringify(row)).toBeLessThanOrEqual(1)
        }
      }).toPass({ timeout: 10_000 })
      if (viewport.width === 390) {
        // Two cars a screen, near enough: a phone's screen holds 1.75 cards or more.
        expect(viewport.height / Math.max(...cards.map((card) => card.height))).toBeGreaterThanOrEqual(1.75)
      }
    })
  }
}

/** The first card on the page with a heart to save its car (for sale), its car's name and the heart. */
async function firstSavableCard(page: Page): Promise<{ card: Locator; name: string; heart: Locator }> {
  const card = page
    .locator('.search-results .car-card')
    .filter({ has: page.locator('.car-card__save') })
    .filter({ has: page.getByRole('button', { name: /^Compare / }) })
    .first()
  const name = (await card.getByRole('heading').textContent())!.trim()
  // Its scripts have run once the compare toggle works (a card hydrates as it comes into view).
  await expect(card.getByRole('button', { name: `Compare ${name}` })).toBeEnabled()
  return { card, name, heart: card.getByRole('button', { name: `Save ${name}`, exact: true }) }
}

for (const width of [390, 1280]) {
  test(`at ${width} px, signed out: the heart keeps a car on this device, pressed and named Saved, and the menu offers the watchlist`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(siteUrl(BAYSIDE, '/search/used-cars'))
    await hydrated(page)
    const { card, name, heart } = await firstSavableCard(page)
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    // Over the photo's top right, a 44 × 44 target.
    const [heartBox, photo] = [await heart.boundingBox(), await card.locator('.car-card__image').boundingBox()]
    expect(heartBox!.width).toBeGreaterThanOrEqual(44)
    expect(heartBox!.height).toBeGreaterThanOrEqual(44)
    expect(heartBox!.y + heartBox!.height).toBeLessThanOrEqual(photo!.y + photo!.height)
    expect(heartBox!.x + heartBox!.width).toBeGreaterThan(photo!.x + photo!.width / 2)

    await heart.click()
    const saved = card.getByRole('button', { name: `Saved ${name}`, exact: true })
    await expect(saved).toHaveAttribute('aria-pressed', 'true')
    // No sign-in on the way: still the results page.
    await expect(page).toHaveURL(/\/search\/used-cars$/)
    await card.getByText('More').click()
    await expect(card.getByRole('button', { name: 'Save to my watchlist' })).toBeVisible()
    await expectAccessible(page)

    // Kept by this browser: after a reload, and among the favourites the compare page offers.
    await page.reload()
    await expect(page.getByRole('button', { name: `Saved ${name}`, exact: true }).first()).toHaveAttribute('aria-pressed', 'true')
    await page.goto(siteUrl(BAYSIDE, '/compare'))
    await expect(page.getByRole('region', { name: 'Your favourites' }).getByRole('link', { name })).toBeVisible()
  })

  test(`at ${width} px, signed in: the heart saves the car to the watchlist, pressed and named Saved; favourites are in the menu`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const shopper = await signIn(BAYSIDE)
    await context.addCookies([{ name: 'shopper_session', value: shopper.sessionToken, domain: `${BAYSIDE}.localhost`, path: '/' }])
    await page.goto(siteUrl(BAYSIDE, '/search/used-cars'))
    await hydrated(page)
    const { card, name, heart } = await firstSavableCard(page)
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await heart.click()
    await expect(card.getByRole('button', { name: `Saved ${name}`, exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByText('Car Saved In Watchlist')).toBeVisible()
    await card.getByText('More').click()
    await expect(card.getByRole('button', { name: 'Favourite on this device' })).toHaveAttribute('aria-pressed', 'false')

    // The watchlist, as the shopper opens it, has the car.
    await page.goto(siteUrl(BAYSIDE, '/watchlist'))
    await expect(page.getByRole('main').getByText(name).first()).toBeVisible()
  })
}

for (const width of [390, 1280]) {
  test(`at ${width} px, the keyboard meets a card in order: the photo and title (one link), the primary action, then the toggles`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(siteUrl(BAYSIDE, '/search/used-cars'))
    await hydrated(page)
    const { card, name } = await firstSavableCard(page)
    const link = card.locator('.car-card__link')
    await expect(link.locator('img')).toHaveCount(1)
    await expect(link.getByRole('heading', { name })).toBeVisible()
    await link.focus()
    const order = [
      card.getByRole('link', { name: `Enquire Now: ${name}` }),
      card.getByRole('button', { name: `Save ${name}`, exact: true }),
      card.getByRole('button', { name: `Compare ${name}` }),
    ]
    for (const next of order) {
      await page.keyboard.press('Tab')
      await expect(next).toBeFocused()
    }
    // Space on the compare toggle presses it.
    await page.keyboard.press('Space')
    await expect(order[2]).toHaveAttribute('aria-pressed', 'true')
  })
}

/** The sidebar's actions in order, each "primary: label" or "secondary: label", and the secondaries' widths. */
async function sidebarActions(page: Page): Promise<{ labels: string[]; secondaryWidths: number[] }> {
  const actions = await page.locator('.car-page__actions a').evaluateAll((links) =>
    links.map((link) => ({
      label: `${link.classList.contains('button--primary') ? 'primary' : 'secondary'}: ${link.textContent!.trim()}`,
      width: Math.round(link.getBoundingClientRect().width),
    })),
  )
  return {
    labels: actions.map((action) => action.label),
    secondaryWidths: actions.filter((action) => action.label.startsWith('secondary')).map((action) => action.width),
  }
}

for (const width of [390, 1280]) {
  test(`at ${width} px, the vehicle page's sidebar: Reserve the one primary where the site offers it, else Enquire Now; the rest one width; the bars in the same order`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 844 })
    const car = await siteCar(SOUTHERN_CROSS, 'status:in_stock AND reserved:false AND price > 15000')
    // The phone's action bar, or the wide screen's sticky header, shown: its actions in the same form.
    const barActions = async () => {
      await page.evaluate(() => window.scrollTo(0, 1200))
      const bar = page.locator(width < 768 ? '.mobile-action-bar' : '.sticky-car-header')
      await expect(bar).toBeVisible()
      return bar
        .locator('a')
        .evaluateAll((links) => links.map((link) => `${link.classList.contains('button--primary') ? 'primary' : 'secondary'}: ${link.textContent!.trim()}`))
    }

    // Reserve on (the demo's setting): Reserve first and alone filled.
    await page.goto(siteUrl(SOUTHERN_CROSS, `/cars/${car.slug}`))
    let sidebar = await sidebarActions(page)
    expect(sidebar.labels.slice(0, 3)).toEqual(['primary: Reserve Car Now', 'secondary: Enquire Now', 'secondary: Book a Test Drive'])
    expect(sidebar.labels.filter((label) => label.startsWith('primary'))).toHaveLength(1)
    expect(new Set(sidebar.secondaryWidths).size).toBe(1)
    expect((await barActions()).slice(0, 2)).toEqual(['primary: Reserve Car Now', 'secondary: Enquire Now'])
    await expectAccessible(page)

    try {
      await patchSiteSettings(request, SOUTHERN_CROSS, { features: { reserve: false } })
      await expect(async () => {
        await page.reload()
        await expect(page.locator('.car-page__actions').getByRole('link', { name: 'Reserve Car Now' })).toHaveCount(0, { timeout: 1_000 })
      }).toPass({ timeout: 30_000 })
      sidebar = await sidebarActions(page)
      expect(sidebar.labels.slice(0, 3)).toEqual(['primary: Enquire Now', 'secondary: Book a Test Drive', 'secondary: Request More Photos'])
      expect(sidebar.labels.filter((label) => label.startsWith('primary'))).toHaveLength(1)
      expect(new Set(sidebar.secondaryWidths).size).toBe(1)
      expect((await barActions())[0]).toBe('primary: Enquire Now')
    } finally {
      await patchSiteSettings(request, SOUTHERN_CROSS, { features: { reserve: true } })
    }

    // A site with Instant Message: it takes the enquiry's place in the sidebar, second to Reserve.
    const outbackCar = await siteCar(OUTBACK, 'status:in_stock AND reserved:false AND price > 15000')
    await page.goto(siteUrl(OUTBACK, `/cars/${outbackCar.slug}`))
    sidebar = await sidebarActions(page)
    expect(sidebar.labels.slice(0, 2)).toEqual(['primary: Reserve Car Now', 'secondary: Instant Message'])
    expect(new Set(sidebar.secondaryWidths).size).toBe(1)
    expect((await barActions())[0]).toBe('primary: Reserve Car Now')
  })
}
