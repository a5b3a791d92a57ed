import { type Page } from '@playwright/test'
import { BAYSIDE, SOUTHERN_CROSS, siteUrl } from './sites'
import { expect, test } from './test'

// A page's scripts start after its first paint (decision 042): on a slow phone a shopper can press or type before they
// have run. What they do then does what the HTML does: links open, forms post to the page's action (decision 050). Here
// the scripts are held back, as a slow link would, until the shopper has acted.

/** Holds back the scripts the page asks for from now on (those `only` matches); gives the addresses asked for. */
async function holdScripts(page: Page, only = /\/assets\/.+\.js$/): Promise<{ asked: string[]; release: () => void }> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const asked: string[] = []
  await page.route(only, async (route) => {
    asked.push(new URL(route.request().url()).pathname)
    await released
    await route.continue()
  })
  return { asked, release }
}

/** Opens `url` with its scripts held back; the returned function lets them load. */
async function openBeforeScripts(page: Page, url: string): Promise<() => void> {
  const { release } = await holdScripts(page)
  await page.goto(url, { waitUntil: 'domcontentloaded' })
  return release
}

test('a result’s Enquire Now pressed before the scripts have run opens the car’s enquiry page: it is a link', async ({ page }) => {
  await openBeforeScripts(page, siteUrl(BAYSIDE, '/search/used-cars'))
  const lastCard = page.locator('main').getByRole('article').last()
  const carName = (await lastCard.getByRole('heading').textContent())!.trim()
  await lastCard.getByRole('link', { name: `Enquire Now: ${carName}` }).click()
  await expect(page).toHaveURL(/\/cars\/[\w-]+\/enquire\?kind=enquire$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enquire Now')
  await expect(page.getByText(carName, { exact: true })).toBeVisible()
})

test('a kilometre filter typed and entered before the scripts have run is applied once they have', async ({ page }) => {
  const release = await openBeforeScripts(page, siteUrl(BAYSIDE, '/search/used-cars'))
  await page.getByLabel('Min kms').fill('20400')
  await page.getByLabel('Min kms').press('Enter')
  release()
  await expect(page).toHaveURL(/\?km=20000-$/)
})

test('a contact form filled in part and sent before the scripts have run comes back with its errors and what was typed', async ({ page }) => {
  const release = await openBeforeScripts(page, siteUrl(SOUTHERN_CROSS, '/contact'))
  await page.getByLabel('First Name').fill('Ava')
  // Its Send never waits: the form posts to the page's action, as HTML or, once the scripts run, through them.
  await page.getByRole('button', { name: 'Send Enquiry' }).click()
  release()
  const summary = page.getByRole('alert').filter({ hasText: 'Please fix the following errors:' })
  await expect(summary.getByRole('link', { name: 'Comments: Please enter your comments.' })).toBeVisible()
  await expect(summary.getByRole('link', { name: 'First Name: Please enter your first name.' })).toBeHidden()
  await expect(page.getByLabel('First Name')).toHaveValue('Ava')
  await expect(page).toHaveURL(/\/contact$/)
})

test('a similar car’s Enquire Now pressed before that part’s code has arrived opens the car’s enquiry page', async ({ page }) => {
  await page.goto(siteUrl(BAYSIDE, '/search/used-cars'))
  const carPath = await page.locator('main').getByRole('article').first().locator('a[href^="/cars/"]').first().getAttribute('href')
  // The similar cars hydrate, and their code loads, only when scrolled near: the shopper jumps there first, and the
  // part's code is slow to come.
  const { release } = await holdScripts(page, /\/assets\/SimilarCars-[\w-]+\.js$/)
  await page.goto(siteUrl(BAYSIDE, carPath!))
  const card = page.getByRole('region', { name: 'Similar cars' }).getByRole('article').first()
  const carName = await card.getByRole('heading').textContent()
  await card.getByRole('link', { name: `Enquire Now: ${carName}` }).click()
  await expect(page).toHaveURL(/\/cars\/[\w-]+\/enquire\?kind=enquire$/)
  release()
  await expect(page.getByText(carName!.trim(), { exact: true })).toBeVisible()
})
