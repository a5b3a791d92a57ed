import { expectAccessible } from './a11y'
import { BAYSIDE, SOUTHERN_CROSS, siteUrl } from './sites'
import { expect, test } from './test'

test("a location card leads to its page: the department's hours switch, Holiday Hours opens and closes by keyboard, Get Directions goes to Google Maps", async ({
  page,
}) => {
  await page.goto(siteUrl(BAYSIDE, '/'))
  const card = page.getByRole('article', { name: 'Bayside Toyota Cleveland', exact: true })
  await expect(card.getByText(/^(Open now · closes|Closed · opens) /)).toBeVisible()
  await card.getByRole('link', { name: 'View Location Details for Bayside Toyota Cleveland' }).click()
  await expect(page).toHaveURL(/\/our-location\/cleveland$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bayside Toyota Cleveland')
  await expectAccessible(page)

  // The address hosts sales, service and parts: the selector switches the week shown.
  const hours = page.getByRole('region', { name: 'Opening Hours' })
  const saturday = hours.getByRole('row', { name: /Saturday/ })
  await expect(hours.getByRole('radio', { name: 'Sales' })).toBeChecked()
  await expect(saturday).toContainText('8:30 am – 4:00 pm')
  await hours.getByRole('radio', { name: 'Sales' }).focus()
  // Arrow keys move within the radio group: Sales → Service → Parts.
  await page.keyboard.press('ArrowRight')
  await expect(hours.getByRole('radio', { name: 'Service' })).toBeChecked()
  await expect(saturday).toContainText('Closed')
  await page.keyboard.press('ArrowRight')
  await expect(hours.getByRole('radio', { name: 'Parts' })).toBeChecked()
  await expect(saturday).toContainText('8:00 am – 12:00 pm')

  // Holiday Hours, by keyboard: opened with Enter, closed with Escape, focus back on its button.
  const holidays = hours.getByRole('button', { name: /^Holiday Hours/ })
  await expect(holidays).toBeEnabled()
  await holidays.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Holiday Hours' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('row', { name: /Christmas Day/ })).toContainText('25/12/2026')
  await expect(dialog.getByRole('row', { name: /Christmas Day/ })).toContainText('Closed')
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(holidays).toBeFocused()

  // Get Directions: Google Maps' directions in a new tab (not followed off-site).
  const directions = page.locator('.location-hero__actions').getByRole('link', { name: /^Get Directions/ })
  await expect(directions).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/)
  await expect(directions).toHaveAttribute('target', '_blank')
})

test("the group's coming showroom: its badge, no hours yet and no open-now line; Adelaide's page has its open-now line", async ({ page }) => {
  await page.goto(siteUrl(SOUTHERN_CROSS, '/our-location/osborne-park-ford'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Southern Cross Ford Osborne Park')
  await expect(page.getByText('COMING EARLY 2026')).toBeVisible()
  const hours = page.getByRole('region', { name: 'Opening Hours' })
  await expect(hours.getByText('Please call us for our sales hours.')).toBeVisible()
  await expect(page.locator('.open-now')).toHaveCount(0)
  await expectAccessible(page)

  await page.goto(siteUrl(SOUTHERN_CROSS, '/our-location/adelaide-kia'))
  await expect(page.getByRole('region', { name: 'Opening Hours' }).getByText(/^(Open now · closes|Closed · opens) /)).toBeVisible()
  await expectAccessible(page)
})
