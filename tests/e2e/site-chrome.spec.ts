import { type Page } from '@playwright/test'
import { STORE_PRODUCTS } from '@dealer/seed/store-pages'
import { expectAccessible } from './a11y'
import { BAYSIDE, OUTBACK, SOUTHERN_CROSS, siteUrl } from './sites'
import { expect, test } from './test'

const header = (page: Page) => page.locator('header.site-header')

test('on a hover site the make mega menu opens on hover, marks the header, and its tiles lead to that make’s stock', async ({ page }) => {
  await page.goto(siteUrl(BAYSIDE))
  const button = page.getByRole('button', { name: 'New Cars' })
  // The menus open by JavaScript alone: the button is disabled until it does.
  await expect(button).toBeEnabled()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(header(page)).not.toHaveAttribute('data-dropdown-open')

  await button.hover()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await expect(header(page)).toHaveAttribute('data-dropdown-open', '')
  const toyota = page.getByRole('link', { name: /^Toyota \d+ cars$/ })
  await expect(toyota).toBeVisible()
  await expectAccessible(page)

  // Pointer away from the entry (the open panel covers the page below the header).
  await page.getByRole('link', { name: 'Bayside Toyota', exact: true }).hover()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(header(page)).not.toHaveAttribute('data-dropdown-open')

  await button.hover()
  await toyota.click()
  await expect(page).toHaveURL(/\/search\/toyota$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota cars')
  for (const title of await page.getByRole('article').getByRole('heading').allTextContents()) expect(title).toContain('Toyota')
})

test('on a click site hovering does nothing; a click opens it; the keyboard opens, enters and closes it', async ({ page }) => {
  await page.goto(siteUrl(SOUTHERN_CROSS))
  const button = page.getByRole('button', { name: 'Our Brands' })
  await expect(button).toBeEnabled()
  await button.hover()
  await page.waitForTimeout(300)
  await expect(button).toHaveAttribute('aria-expanded', 'false')

  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await expect(header(page)).toHaveAttribute('data-dropdown-open', '')
  await expect(page.getByRole('link', { name: /^Mazda \d+ cars?$/ })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(button).toBeFocused()

  // Keyboard only: Enter opens, Tab moves into the tiles, Escape closes and returns focus.
  await page.keyboard.press('Enter')
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Tab')
  await expect(page.locator('.mega-menu a').first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(button).toBeFocused()
  await expect(page.getByRole('link', { name: /^Mazda \d+ cars?$/ })).toBeHidden()
})

test('the accessories store’s Products menu and footer columns list its store pages, which open at /pages/{slug}', async ({ page }) => {
  await page.goto(siteUrl(OUTBACK))
  await expect(page.getByRole('navigation', { name: 'Main' }).locator(':scope > ul > li > a, :scope > ul > li > button')).toHaveText([
    'Home',
    'Products',
    'Offers',
    'Services',
    'Company',
    /^Call /,
  ])
  await expectAccessible(page)

  await expect(page.getByRole('button', { name: 'Products' })).toBeEnabled()
  await page.getByRole('button', { name: 'Products' }).hover()
  const products = page.locator('.dropdown-menu').first().getByRole('link')
  await expect(products).toHaveText(STORE_PRODUCTS.map((product) => product.title))

  const footerProducts = [
    ...(await page.getByRole('navigation', { name: 'Products', exact: true }).getByRole('link').allTextContents()),
    ...(await page.getByRole('navigation', { name: 'More Products', exact: true }).getByRole('link').allTextContents()),
  ]
  expect(footerProducts).toEqual(STORE_PRODUCTS.map((product) => product.title))
  await expect(page.getByRole('navigation', { name: 'Buying & Aftersales' }).getByRole('link', { name: 'Warranty Terms' })).toHaveAttribute(
    'href',
    '/pages/warranty',
  )

  await page.getByRole('contentinfo').getByRole('link', { name: 'Bull Bars' }).click()
  await expect(page).toHaveURL(/\/pages\/bull-bars$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bull Bars')
})

test('an unknown make is a 404', async ({ page }) => {
  const response = await page.goto(siteUrl(BAYSIDE, '/search/no-such-make'))
  expect(response?.status()).toBe(404)
})
