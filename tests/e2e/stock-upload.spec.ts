import type { ChildProcess } from 'node:child_process'
import { DEMO_TENANTS, SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { CSV_HEADER, csvLine } from '@dealer/stock-import/test-support/feed-fixtures'
import { startOutboxWorker } from '../integration/helpers/processes'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { WCAG_22_AA } from './a11y'
import { cmsUrl, logInToAdmin, siteUrl } from './sites'
import { expect, test } from './test'

/**
 * Issue 45 in the admin: a site's editor uploads a stock file, sees the dry run's progress and its rejected row,
 * applies it, and the car is on the site; another site's editor sees none of a site's stock sources, runs or
 * overrides. The site is a new one, so no demo site's stock changes; the stock-import worker is this file's own.
 */

const workers = new Set<ChildProcess>()
const output: string[] = []
const slug = `upload-motors-${Date.now().toString(36)}`
const editor = { email: `${slug}@example.com`, password: 'upload-editor-password-1' }

async function asSuperAdmin(method: string, path: string, body: unknown): Promise<{ doc: { id: number } }> {
  const login = await fetch(cmsUrl('/api/users/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SUPER_ADMIN),
  })
  const { token } = (await login.json()) as { token: string }
  const response = await fetch(cmsUrl(path), {
    method,
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status, `${method} ${path}`).toBe(201)
  return (await response.json()) as { doc: { id: number } }
}

/** The stock parts of an admin page (Payload's own views are Payload's) meet WCAG 2.2 AA. */
async function expectStockPartAccessible(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).withTags(WCAG_22_AA).analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`)).toEqual([])
}

test.beforeAll(async () => {
  await startOutboxWorker({ WORKER_OUTBOXES: 'stock-imports', STOCK_WORKER_INTERVAL_MS: '300' }, output, workers)
})
test.afterAll(() => {
  for (const worker of workers) worker.kill('SIGKILL')
})

test('a site editor uploads a CSV, sees its progress and rejected row, applies it, and the car is on the site', async ({ page }) => {
  test.setTimeout(120_000)
  const site = await asSuperAdmin('POST', '/api/tenants', { name: 'Upload Motors', slug, template: 'dealer' })
  await asSuperAdmin('POST', '/api/users', { ...editor, roles: ['staff'], tenants: [{ tenant: site.doc.id, role: 'tenant-editor' }] })
  await logInToAdmin(page, editor)

  await page.goto(cmsUrl('/admin/collections/stock-imports'))
  await expect(page.getByRole('button', { name: 'Check file' })).toBeVisible()
  await expectStockPartAccessible(page, '.stock-upload')
  const csv = [CSV_HEADER, csvLine({ id: '820001', stocknum: 'UP1' }), csvLine({ id: '820002', stocknum: 'UP2', price: 'POA' })].join('\n')
  await page.getByLabel('Upload a stock file to check it').setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await page.getByRole('button', { name: 'Check file' }).click()
  await page.waitForURL(/\/admin\/collections\/stock-imports\/\d+/)

  const progress = page.getByRole('progressbar', { name: /Rows checked/ })
  await expect(progress).toBeVisible()
  await expect(page.getByText('Rows checked: 2 of 2')).toBeVisible({ timeout: 30_000 })
  await expect(progress).toHaveAttribute('value', '2')
  await expect(page.getByText('Checked. Nothing has changed on your website yet: apply or cancel.')).toBeVisible()
  await expect(page.getByText(/^line 3 \(stock UP2\): price: expected a number/)).toBeVisible()
  await expectStockPartAccessible(page, 'section[aria-labelledby="import-progress-heading"]')

  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('Done: your website shows this stock.')).toBeVisible({ timeout: 30_000 })

  await page.goto(siteUrl(slug, '/cars/2021-toyota-hilux-sr5-up1'))
  await expect(page.getByRole('heading', { level: 1 })).toContainText('2021 Toyota HiLux SR5')

  // A source of the site: its mapping's preview reads the feed's first rows (the demo feed host's, here).
  const source = await asSuperAdmin('POST', '/api/stock-feeds', {
    name: 'Upload Motors DMS',
    url: `${process.env.DEMO_FEED_URL}/bayside-toyota.json`,
    format: 'json',
    schedule: 'manual',
    tenant: site.doc.id,
  })
  await page.goto(cmsUrl(`/admin/collections/stock-feeds/${source.doc.id}`))
  await page.getByRole('button', { name: 'Preview the first rows' }).click()
  await expect(page.getByRole('table', { name: 'row 1: reads as a car' })).toBeVisible({ timeout: 20_000 })
  await expectStockPartAccessible(page, '.feed-preview')
})

test('another site’s editor sees none of Bayside’s feed sources, import runs or overrides', async ({ page }) => {
  const [bayside, southernCross] = DEMO_TENANTS
  const baysideId = await fetch(cmsUrl(`/api/tenants?where[slug][equals]=${bayside.slug}&depth=0`))
    .then((response) => response.json() as Promise<{ docs: Array<{ id: number }> }>)
    .then(({ docs }) => docs[0]!.id)
  const feed = await asSuperAdmin('POST', '/api/stock-feeds', {
    name: 'Bayside DMS',
    url: 'https://feeds.example.com/bayside.csv',
    format: 'csv',
    schedule: 'manual',
    tenant: baysideId,
  })
  const stocknum = `ISO-${Date.now()}`
  const override = await asSuperAdmin('POST', '/api/stock-overrides', { stocknum, price: 1000, tenant: baysideId })
  const runTitle = `Bayside upload ${Date.now()}`
  // Cancelled already: no worker runs it.
  const run = await asSuperAdmin('POST', '/api/stock-imports', { title: runTitle, origin: 'upload', state: 'cancelled', tenant: baysideId })
  await logInToAdmin(page, southernCross.editor)

  await page.goto(cmsUrl('/admin/collections/stock-feeds'))
  await expect(page.getByRole('heading', { name: 'Feed sources' }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Bayside DMS' })).toHaveCount(0)
  // Opened by its address, each is not found: the admin goes back to the list, which lacks it.
  await page.goto(cmsUrl(`/admin/collections/stock-feeds/${feed.doc.id}`))
  await expect(page.getByRole('textbox', { name: /Feed address/ })).toHaveCount(0)
  await expect(page.getByText('Bayside DMS')).toHaveCount(0)
  await page.goto(cmsUrl(`/admin/collections/stock-overrides/${override.doc.id}`))
  await expect(page.getByRole('spinbutton', { name: /Shown price/ })).toHaveCount(0)
  await expect(page.getByText(stocknum)).toHaveCount(0)
  await page.goto(cmsUrl('/admin/collections/stock-imports'))
  await expect(page.getByRole('heading', { name: 'Import runs' }).first()).toBeVisible()
  await expect(page.getByText(runTitle)).toHaveCount(0)
  await page.goto(cmsUrl(`/admin/collections/stock-imports/${run.doc.id}`))
  await expect(page.getByText(runTitle)).toHaveCount(0)
})
