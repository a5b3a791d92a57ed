import type { Locator, Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import { BAYSIDE, siteUrl } from './sites'
import { expect, test } from './test'

/**
 * Issue 47's suggestions under the header's search box, on a phone and by keyboard alone: the box becomes a combobox
 * once focused, suggests the site's makes, models and body types with their stock, and a suggestion leads to its
 * listing. Enter with none chosen still sends the sentence (smart-search.spec.ts).
 */
const PHONE = { width: 375, height: 667 }
test.use({ viewport: PHONE })

/** Tabs from the top of the page to the header's search box, as a keyboard user would. */
async function tabToSearchBox(page: Page): Promise<Locator> {
  const box = page.getByRole('search').getByLabel('Search our cars')
  for (let presses = 0; presses < 10 && !(await box.evaluate((field) => field === document.activeElement)); presses++) await page.keyboard.press('Tab')
  await expect(box).toBeFocused()
  return box
}

test('keyboard only on a phone: "hi", Down to HiLux, Enter lands on the HiLux listing', async ({ page }) => {
  // A navigation and an axe run: a busy shared machine needs more than the default minute.
  test.setTimeout(120_000)
  await page.goto(siteUrl(BAYSIDE, '/'))
  await tabToSearchBox(page)
  const search = page.getByRole('search')
  // The suggestions' code loads on focus: the box says it is a combobox once it works.
  const combobox = search.getByRole('combobox', { name: 'Search our cars' })
  await expect(combobox).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.type('hi')

  const listbox = search.getByRole('listbox', { name: 'Search suggestions' })
  await expect(listbox).toBeVisible()
  await expect(combobox).toHaveAttribute('aria-expanded', 'true')
  const options = listbox.getByRole('option')
  await expect(options.filter({ hasText: /^HiLux \(Toyota\) — [\d,]+ cars?$/ })).toHaveCount(1)
  await expect(search.getByRole('status')).toHaveText(/^\d+ suggestions?$/)
  // On the phone's screen whole, over the page rather than pushing it down.
  const popup = (await listbox.boundingBox())!
  expect(popup.x).toBeGreaterThanOrEqual(0)
  expect(popup.x + popup.width).toBeLessThanOrEqual(PHONE.width)

  const index = (await options.allTextContents()).findIndex((text) => text.startsWith('HiLux (Toyota) — '))
  expect(index).toBeGreaterThanOrEqual(0)
  for (let presses = 0; presses <= index; presses++) await page.keyboard.press('ArrowDown')
  const hilux = options.nth(index)
  await expect(hilux).toHaveAttribute('aria-selected', 'true')
  await expect(combobox).toHaveAttribute('aria-activedescendant', (await hilux.getAttribute('id'))!)
  await expect(combobox).toBeFocused()
  await expectAccessible(page)

  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search\/toyota\/hilux$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota HiLux cars')
  await expect(page.locator('main').getByRole('article').first()).toBeVisible()
})

test('Escape closes the suggestions and then clears the box; Enter with none chosen sends the sentence', async ({ page }) => {
  await page.goto(siteUrl(BAYSIDE, '/'))
  await tabToSearchBox(page)
  const search = page.getByRole('search')
  const combobox = search.getByRole('combobox', { name: 'Search our cars' })
  await expect(combobox).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.type('ute')
  const listbox = search.getByRole('listbox', { name: 'Search suggestions' })
  await expect(listbox.getByRole('option', { name: /^Ute — [\d,]+ cars?$/ })).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(listbox).toBeHidden()
  await expect(combobox).toHaveAttribute('aria-expanded', 'false')
  await expect(combobox).toHaveValue('ute')
  await page.keyboard.press('Escape')
  await expect(combobox).toHaveValue('')

  // A sentence names no one suggestion: Enter sends the form to the sentence search, as without scripts.
  await page.keyboard.type('hybrid suv under 60k')
  await expect(search.getByRole('status')).toHaveText('No suggestions')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\?simple_body=SUV&simple_fuel=Hybrid&price=-60000$/)
})
