import type { BrowserContext, Locator, Page } from '@playwright/test'
import { signIn } from '../integration/helpers/customer-accounts'
import { expectAccessible } from './a11y'
import { BAYSIDE, siteUrl } from './sites'
import { expect, test } from './test'

/**
 * Issue 47's saved searches, as a signed-in shopper on a phone: "Save this search" from a listing, the form (keyboard
 * only, axe), then My garage → Saved searches, where the search is edited, paused and deleted. Without JavaScript the
 * same forms save and delete.
 */
const PHONE = { width: 390, height: 844 }
test.use({ viewport: PHONE })

async function signInBrowser(context: BrowserContext): Promise<void> {
  const shopper = await signIn(BAYSIDE)
  await context.addCookies([{ name: 'shopper_session', value: shopper.sessionToken, domain: `${BAYSIDE}.localhost`, path: '/' }])
}

/** Presses Tab until `target` (a locator, or the role and name of one) has the focus, as a keyboard user would. */
async function tabTo(page: Page, role: 'link' | 'button' | 'textbox' | Locator, name?: string | RegExp) {
  const target = typeof role === 'string' ? page.getByRole(role, { name }).first() : role
  for (let presses = 0; presses < 80 && !(await target.evaluate((element) => element === document.activeElement)); presses++) await page.keyboard.press('Tab')
  await expect(target).toBeFocused()
}

test('save a search from its listing by keyboard, then edit, pause and delete it in My garage', async ({ page, context }) => {
  await signInBrowser(context)
  await page.goto(siteUrl(BAYSIDE, '/search/toyota?price=-60000'))
  await tabTo(page, 'link', 'Save this search')
  await page.keyboard.press('Enter')

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Save this search')
  await expect(page.getByRole('link', { name: 'Make: Toyota · Price: Up to $60,000' })).toBeVisible()
  const name = page.getByRole('textbox', { name: 'Name' })
  await expect(name).toHaveValue('Toyota cars')
  // No email given yet: email alerts can't be chosen, and the page says how to.
  await expect(page.getByRole('radio', { name: 'By email' })).toBeDisabled()
  await expectAccessible(page)

  await tabTo(page, 'textbox', 'Name')
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('Toyota under 60k')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('radio', { name: 'By text message' })).toBeFocused()
  // Past the hint's link to My garage, the frequency's group; Down picks the digest.
  await tabTo(page, page.getByRole('radio', { name: /^As new cars arrive/ }))
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('radio', { name: /^A daily digest/ })).toBeChecked()
  await tabTo(page, 'button', 'Save search')
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/\/my-garage\/searches\?saved=1$/)
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your search is saved. We’ll tell you when new cars match it.')
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Toyota under 60k' }) })
  await expect(item).toContainText(/\d+ cars? match now/)
  await expect(item).toContainText('Text message, daily digest')
  await expectAccessible(page)

  // The edit form is a disclosure (<details>): its summary opens it from the keyboard.
  await tabTo(page, item.locator('summary'))
  await page.keyboard.press('Enter')
  const edit = item.getByRole('textbox', { name: 'Name' })
  await expect(edit).toBeVisible()
  await edit.fill('Any Toyota under 60k')
  await item.getByRole('button', { name: 'Save changes' }).press('Enter')
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Saved search updated.')
  const renamed = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Any Toyota under 60k' }) })

  await renamed.getByRole('button', { name: /^Pause alerts/ }).press('Enter')
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Alerts paused.')
  await expect(renamed).toContainText('Alerts paused')

  // Its link opens the listing it was saved from.
  await renamed.getByRole('link', { name: 'Any Toyota under 60k' }).press('Enter')
  await expect(page).toHaveURL(/\/search\/toyota\?price=-60000$/)
  await page.goBack()

  await page.getByRole('button', { name: 'Delete Any Toyota under 60k' }).press('Enter')
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Saved search deleted.')
  await expect(page.getByText('No saved searches yet.')).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the same forms save and delete a search', async ({ page, context }) => {
    await signInBrowser(context)
    await page.goto(siteUrl(BAYSIDE, '/search/used-cars'))
    await page.getByRole('link', { name: 'Save this search' }).click()
    await page.getByRole('textbox', { name: 'Name' }).fill('Used cars, no alerts')
    await page.getByRole('radio', { name: 'No alerts' }).check()
    await page.getByRole('button', { name: 'Save search' }).click()
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Your search is saved. We’ll tell you when new cars match it.')
    await expect(page.getByRole('heading', { name: 'Used cars, no alerts' })).toBeVisible()
    await expect(page.getByText('No alerts', { exact: false }).first()).toBeVisible()
    await page.getByRole('button', { name: 'Delete Used cars, no alerts' }).click()
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Saved search deleted.')
  })
})
