import { expect, type Page } from '@playwright/test'
/** Addresses of the demo sites on the stack under test; Chromium resolves <slug>.localhost itself. */
export function siteUrl(slug: string, path = '/'): string {
  const storefront = new URL(process.env.STOREFRONT_URL ?? 'http://localhost:3000')
  return `http://${slug}.localhost:${storefront.port}${path}`
}

export const cmsUrl = (path: string) => new URL(path, process.env.CMS_URL ?? 'http://localhost:3001').toString()

export const BAYSIDE = 'bayside-toyota'
export const SOUTHERN_CROSS = 'southern-cross'
export const OUTBACK = 'outback-edge-4x4'

/** Signs in to the CMS admin in this page and waits for the dashboard. */
export async function logInToAdmin(page: Page, login: { email: string; password: string }): Promise<void> {
  await page.goto(cmsUrl('/admin/login'))
  await page.getByLabel('Email').fill(login.email)
  await page.getByLabel('Password').fill(login.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL(/\/admin$/)
}

/** Opens the admin's side navigation (Payload closes it below wide screens, leaving its links inert) and returns it. */
export async function openAdminNavigation(page: Page) {
  const nav = page.locator('.nav.nav--nav-hydrated')
  await expect(nav).toBeAttached()
  if (!(await nav.evaluate((element) => element.classList.contains('nav--nav-open')))) await page.getByRole('button', { name: 'Open Menu' }).first().click()
  await expect(page.locator('.nav.nav--nav-open')).toBeAttached()
  return page.locator('.nav__wrap')
}
