/**
 * axe (WCAG 2.2 AA) finds nothing on any page or dialog of the three demo sites (issue 26). The pages are the HTML
 * checker's (helpers/page-sweep.ts), one of each route: every route reached from the home page, the unlinked ones, and
 * a signed-in shopper's. On each page, once it has hydrated, every button that says it opens a dialog (`aria-haspopup="dialog"`) is
 * pressed, once per label and route: the dialog must open, pass axe, and close on Escape. One test visits them all, so
 * one run lists every violation at once.
 */
import { type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { DEMO_TENANTS } from '@dealer/seed/demo-tenants'
import { signIn } from '../integration/helpers/customer-accounts'
import { routeOf, signedInPages, sweepPages, UNLINKED_PAGES } from '../integration/helpers/page-sweep'
import { WCAG_22_AA } from './a11y'
import { hydrated } from './hydration'
import { siteUrl } from './sites'
import { expect, test } from './test'

const DESKTOP = { width: 1280, height: 720 }
/** The vehicle page is checked at a phone's width too: its Request a Quote button and action bar are phones' only. */
const PHONE = { width: 390, height: 844 }

/** Each violation of the page as it is now (of `within` only, when given), one line each, naming where. */
async function violations(page: Page, where: string, within?: string): Promise<string[]> {
  const axe = new AxeBuilder({ page }).withTags(WCAG_22_AA)
  const results = await (within ? axe.include(within) : axe).analyze()
  return results.violations.map(
    (violation) =>
      `${where}: ${violation.id}: ${violation.help} (${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')})`,
  )
}

/**
 * The whole page's violations. Parts below the fold skip their layout until they near the viewport
 * (content-visibility: auto): for this check they are laid out as for a shopper who scrolled there, or axe would
 * measure boxes the size of their placeholders. The page is left as it was, parts waiting to hydrate included.
 */
async function pageViolations(page: Page, where: string): Promise<string[]> {
  const laidOut = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
  try {
    return await violations(page, where)
  } finally {
    await laidOut.evaluate((style) => (style as HTMLStyleElement).remove())
  }
}

test('axe finds no WCAG 2.2 AA violation on any page or dialog of the demo sites', async ({ browser }) => {
  test.setTimeout(20 * 60_000)
  const problems: string[] = []
  const dialogsSeen = new Set<string>()
  const pressed = new Set<string>()
  let pagesChecked = 0

  const checkPage = async (page: Page, slug: string, path: string, signedIn: boolean, phone = false) => {
    const where = `${slug} ${path}${signedIn ? ' (signed in)' : ''}${phone ? ' (phone)' : ''}`
    await page.setViewportSize(phone ? PHONE : DESKTOP)
    await page.goto(siteUrl(slug, path))
    // Its dialogs open only once its scripts have run. A static page (the sample history report) has none.
    if (await page.locator('script#boot-module').count()) await hydrated(page)
    pagesChecked++
    problems.push(...(await pageViolations(page, where)))

    // Parts below the fold hydrate as they come near, and a link says it opens a dialog only once its part has: read
    // down the page as a shopper would, so every part has, then back to the top.
    await page.evaluate(async () => {
      for (let top = 0; top < document.documentElement.scrollHeight; top += innerHeight / 2) {
        scrollTo(0, top)
        await new Promise((resolve) => setTimeout(resolve, 60))
      }
      scrollTo(0, 0)
    })
    await page.waitForLoadState('networkidle')
    const openers = page.locator('[aria-haspopup="dialog"]:visible')
    const labels = new Set(await openers.evaluateAll((buttons) => buttons.map((button) => button.textContent?.trim() ?? '')))
    for (const label of labels) {
      const key = `${slug} ${routeOf(path)} ${label}${phone ? ' (phone)' : ''}`
      if (pressed.has(key)) continue
      pressed.add(key)
      // Found by its label each time: a dialog that closed may have moved or added buttons (a sticky bar).
      const index = (await openers.evaluateAll((buttons) => buttons.map((button) => button.textContent?.trim() ?? ''))).indexOf(label)
      expect(index, `${where}: the button "${label}" is still there`).toBeGreaterThanOrEqual(0)
      const dialog = page.locator('dialog[open]')
      // A button that opens a dialog is disabled until its part has hydrated, which it does once scrolled near.
      await openers.nth(index).scrollIntoViewIfNeeded()
      await openers.nth(index).click()
      await expect(dialog, `${where}: "${label}" opens its dialog`).toBeVisible()
      const name = await dialog.evaluate(
        (element) => element.getAttribute('aria-label') ?? document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
      )
      dialogsSeen.add(name.startsWith('Photos of ') ? 'Photos of (car)' : name)
      // The page behind was checked already; a modal dialog is what the shopper can reach now.
      problems.push(...(await violations(page, `${where}, dialog "${name}"`, 'dialog[open]')))
      await page.keyboard.press('Escape')
      await expect(dialog, `${where}: "${name}" closes on Escape`).toHaveCount(0)
    }
  }

  for (const tenant of DEMO_TENANTS) {
    const { anonymous, carPath } = await sweepPages(tenant.slug, tenant.domains, 1)
    const context = await browser.newContext()
    const page = await context.newPage()
    for (const path of [...anonymous.map((found) => found.path), ...UNLINKED_PAGES.map((unlinked) => unlinked.path)]) {
      await checkPage(page, tenant.slug, path, false)
      if (routeOf(path) === '/cars/:slug') await checkPage(page, tenant.slug, path, false, true)
    }
    const shopper = await signIn(tenant.slug)
    await context.addCookies([{ name: 'shopper_session', value: shopper.sessionToken, domain: `${tenant.slug}.localhost`, path: '/' }])
    for (const path of signedInPages(carPath)) await checkPage(page, tenant.slug, path, true)
    await context.close()
  }

  console.log(`axe (WCAG 2.2 AA) on ${pagesChecked} pages and ${pressed.size} dialogs; dialogs: ${[...dialogsSeen].sort().join(', ')}`)
  // The sweep reached every kind of dialog the sites have, not just the pages.
  expect
    .soft([...dialogsSeen])
    .toEqual(expect.arrayContaining(['Book a Test Drive', 'Request More Photos', 'Request a Quote', 'Get pre-approved', 'Holiday Hours', 'Photos of (car)']))
  expect(problems, `${problems.length} violations`).toEqual([])
})
