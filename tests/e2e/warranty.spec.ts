import type { Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import { BAYSIDE, OUTBACK, siteUrl } from './sites'
import { siteCar } from './site-cars'
import { expect, test } from './test'

/**
 * Spec 001 §9's warranty promos, as the seed sets them: Bayside's new Toyotas 5 years, every site's used cars the
 * standard 3, and Outback Edge's 175,000 km plan (seed/src/site-content.ts).
 */
const warrantyNote = (page: Page) => page.locator('aside').getByRole('note', { name: 'Warranty' })

test("a new Toyota at Bayside shows the make's 5-year warranty beside its price", async ({ page }) => {
  const car = await siteCar(BAYSIDE, 'status:in_stock AND car_type:new AND make:"Toyota"')
  await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name)
  await expect(warrantyNote(page)).toHaveText('5-year warranty')
  await expectAccessible(page)
})

test('a used car at Bayside shows the standard 3-year warranty, and a sold car none', async ({ page }) => {
  const used = await siteCar(BAYSIDE, 'status:in_stock AND car_type:used')
  await page.goto(siteUrl(BAYSIDE, `/cars/${used.slug}`))
  await expect(warrantyNote(page)).toHaveText('3-year warranty')

  const sold = await siteCar(BAYSIDE, 'status:sold')
  await page.goto(siteUrl(BAYSIDE, `/cars/${sold.slug}`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sold.name)
  await expect(page.getByRole('note', { name: 'Warranty' })).toHaveCount(0)
})

test("an Outback Edge car shows the site's 175,000 km plan, linked to its warranty terms", async ({ page }) => {
  const car = await siteCar(OUTBACK, 'status:in_stock AND car_type:used')
  await page.goto(siteUrl(OUTBACK, `/cars/${car.slug}`))
  const note = warrantyNote(page)
  await expect(note).toContainText('3-year warranty')
  const plan = note.getByRole('link', { name: /up to 175,000 km warranty plan/i })
  await plan.click()
  await expect(page).toHaveURL(siteUrl(OUTBACK, '/pages/warranty'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Warranty Terms')
})
