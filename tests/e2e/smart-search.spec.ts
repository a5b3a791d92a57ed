import { expectAccessible } from './a11y'
import { BAYSIDE, siteUrl } from './sites'
import { expect, test } from './test'

/**
 * Issue 47's search box: a shopper's sentence in the header, on a phone, lands on the listing it means, with what was
 * understood as removable chips; without JavaScript the same sentence lands on the same results.
 */
test.use({ viewport: { width: 390, height: 844 } })

const SENTENCE = 'hybrid suv under 60k'
const LISTING = /\/search\/new-used-and-demo-cars\?simple_body=SUV&simple_fuel=Hybrid&price=-60000$/

test('a sentence typed in the header’s box on a phone: the results, and the chips of what it understood', async ({ page }) => {
  await page.goto(siteUrl(BAYSIDE, '/'))
  // A searchbox until focused, then (its script loaded) a combobox: found by its label either way.
  const box = page.getByRole('search').getByLabel('Search our cars')
  await box.fill(SENTENCE)
  await box.press('Enter')
  await expect(page).toHaveURL(LISTING)
  const chips = page.getByRole('list', { name: 'Filters in use' })
  await expect(chips.getByRole('link', { name: 'Remove Body type: SUV' })).toBeVisible()
  await expect(chips.getByRole('link', { name: 'Remove Fuel: Hybrid' })).toBeVisible()
  await expect(chips.getByRole('link', { name: /^Remove Price:/ })).toBeVisible()
  const cards = page.locator('main').getByRole('article')
  await expect(cards.first()).toBeVisible()
  const count = await page.locator('.search-page__count').textContent()
  await expectAccessible(page)

  // A chip removed: the price goes, the rest stays.
  await chips.getByRole('link', { name: /^Remove Price:/ }).click()
  await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\?simple_body=SUV&simple_fuel=Hybrid$/)

  // Without JavaScript, the same sentence: the same listing, the same count.
  const plain = await page
    .context()
    .browser()!
    .newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
  const plainPage = await plain.newPage()
  await plainPage.goto(siteUrl(BAYSIDE, '/'))
  await plainPage.getByRole('searchbox', { name: 'Search our cars' }).fill(SENTENCE)
  await plainPage.getByRole('search').getByRole('button', { name: 'Search' }).click()
  await expect(plainPage).toHaveURL(LISTING)
  await expect(plainPage.locator('.search-page__count')).toHaveText(count!)
  await plain.close()
})
