import { expectAccessible } from './a11y'
import { SOUTHERN_CROSS, siteUrl } from './sites'
import { codeFor, newMobile } from './sms-codes'
import { expect, test } from './test'

/**
 * Spec 000 §2's group links: "/twg-cars, /twg-rental, /twg-tyres, /finance-and-insurance, /neotek, /4x4-outdoor.", each a
 * page on the group's site (seed/src/site-pages.ts, content.ts), with the heading it opens with.
 */
const SPEC_000_GROUP_PAGES: Array<[path: string, heading: string]> = [
  ['/twg-cars', 'Southern Cross Cars'],
  ['/twg-rental', 'Southern Cross Rentals'],
  ['/twg-tyres', 'Southern Cross Tyres'],
  ['/finance-and-insurance', 'Finance and insurance'],
  ['/neotek', 'Neotek Paint & Interior Protection'],
  ['/4x4-outdoor', 'Southern Cross 4x4 & Outdoor'],
]

for (const [path, heading] of SPEC_000_GROUP_PAGES) {
  test(`the group's ${path} is a page with its heading`, async ({ page }) => {
    const response = await page.goto(siteUrl(SOUTHERN_CROSS, path))
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  })
}

test('spec 001’s other group links each answer with a page and its heading', async ({ page }) => {
  // "Other group links: /brands, /dealer-locator, /about-us, /twg-cars, …" (the rest are above).
  for (const path of ['/brands', '/dealer-locator', '/about-us']) {
    const response = await page.goto(siteUrl(SOUTHERN_CROSS, path))
    expect(response?.status(), path).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible()
  }
})

test('/twg-cars leads to the used cars, accessibly', async ({ page }) => {
  await page.goto(siteUrl(SOUTHERN_CROSS, '/twg-cars'))
  await expect(page.getByRole('link', { name: 'Browse used cars' })).toHaveAttribute('href', '/search/used-cars')
  await expectAccessible(page)
})

test('/spin-to-win asks a signed-out shopper to sign in for it, then is its page', async ({ page }) => {
  await page.goto(siteUrl(SOUTHERN_CROSS, '/spin-to-win'))
  // Spec 001 §2: "spin-to-win: gated on a site flag" (on for the group's demo site).
  await expect(page).toHaveURL(/\/sign-in\?type=spin-to-win&redirect=%2Fspin-to-win/)
  await expect(page.getByRole('heading', { name: 'Spin to win' })).toHaveCount(0)

  const phone = newMobile()
  await page.getByLabel('Mobile number').fill(phone)
  await page.getByRole('button', { name: 'Send code' }).click()
  await page.getByLabel('Verification code').fill(await codeFor(phone))
  await page.getByRole('button', { name: 'Verify and sign in' }).click()

  await expect(page).toHaveURL(/\/spin-to-win$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spin to win')
  await expect(page.getByRole('heading', { name: 'The prizes' })).toBeVisible()
  await expectAccessible(page)
})

test('the group’s mega menu shows its fixed tiles in place of Ford and Kia, a Used cars tile, and each make’s logo', async ({ page }) => {
  await page.goto(siteUrl(SOUTHERN_CROSS))
  const button = page.getByRole('button', { name: 'Our Brands' })
  await expect(button).toBeEnabled()
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  const menu = page.locator('.mega-menu')
  const tiles = menu.locator('.mega-menu__tiles > li > a')

  // Spec 001 §4: "Some sites replace certain entries with fixed brand lists (for example dealer sub-brands of two
  // manufacturers, or a used-cars tile)."
  for (const [name, href] of [
    ['Ford Geelong', '/our-location/geelong-ford'],
    ['Ford Osborne Park', '/our-location/osborne-park-ford'],
    ['Kia Penrith', '/our-location/penrith'],
    ['Kia Adelaide', '/our-location/adelaide-kia'],
    ['Used cars', '/search/used-cars'],
  ])
    await expect(menu.getByRole('link', { name, exact: true }), name).toHaveAttribute('href', href)
  // The makes they replace are gone; the others stay, with their counts.
  await expect(menu.getByRole('link', { name: /^(Ford|Kia) \d+ cars?$/ })).toHaveCount(0)
  await expect(menu.getByRole('link', { name: /^Mazda \d+ cars?$/ })).toBeVisible()
  await expect(tiles.last()).toHaveText('Used cars')

  // Logos: each make's seeded one (a dealership's tile borrows its make's), the Used cars tile its own; none generic.
  const logoOf = (name: string | RegExp) => tiles.filter({ hasText: name }).locator('img')
  await expect(logoOf(/^Mazda/)).toHaveAttribute('src', /^\/media\/brand-logo-mazda(-\d+)?\.svg$/)
  await expect(logoOf('Ford Geelong')).toHaveAttribute('src', /^\/media\/brand-logo-ford(-\d+)?\.svg$/)
  await expect(logoOf('Kia Adelaide')).toHaveAttribute('src', /^\/media\/brand-logo-kia(-\d+)?\.svg$/)
  await expect(logoOf('Used cars')).toHaveAttribute('src', /^\/media\/southern-cross-used-cars-tile(-\d+)?\.svg$/)
  const images = menu.locator('img')
  await expect(images).not.toHaveCount(0)
  for (const image of await images.all()) {
    await expect(image).not.toHaveAttribute('src', '/brands/generic.svg')
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  }
  await expectAccessible(page)

  await menu.getByRole('link', { name: 'Used cars', exact: true }).click()
  await expect(page).toHaveURL(/\/search\/used-cars$/)
})
