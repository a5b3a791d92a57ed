import { expectAccessible } from './a11y'
import { SOUTHERN_CROSS, siteUrl } from './sites'
import { expect, test } from './test'

test("the group's brands page shows its figures and four brand grids, tiles linking to each brand's overview", async ({ page }) => {
  await page.goto(siteUrl(SOUTHERN_CROSS, '/brands'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Every brand we sell and service')
  await expect(page.getByRole('region', { name: 'At a glance' }).getByRole('listitem')).toHaveText(['50+ Locations', '40+ Brands', '30+ Years Est.'])
  for (const title of ['Car Brands', 'Motorcycle Brands', 'Truck Brands', 'Our Brands']) await expect(page.getByRole('region', { name: title })).toBeVisible()

  const cars = page.getByRole('region', { name: 'Car Brands' })
  await expect(cars.getByRole('link', { name: 'Mazda' })).toHaveAttribute('href', '/mazda/overview')
  // The seed's own logo for the make (seed/src/logos), uploaded to the media library, and it really loads.
  const logo = cars.getByRole('link', { name: 'Mazda' }).locator('img')
  await expect(logo).toHaveAttribute('src', /^\/media\/brand-logo-mazda(-\d+)?\.svg$/)
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
  await expect(page.getByRole('region', { name: 'Our Brands' }).getByRole('link', { name: 'Southern Cross Tyres' })).toHaveAttribute(
    'href',
    '/southern-cross-tyres',
  )

  await expectAccessible(page)
})
