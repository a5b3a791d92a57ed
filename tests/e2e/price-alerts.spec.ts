import crypto from 'node:crypto'
import { SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { accountCall, signIn } from '../integration/helpers/customer-accounts'
import { expectAccessible } from './a11y'
import { BAYSIDE, cmsUrl, siteUrl } from './sites'
import { expect, test } from './test'

/**
 * The page a price-drop alert's stop link opens (/alerts/stop; older texts' /price-alerts/stop is the same page), in Chromium: labelled, keyboard-usable, and axe
 * wcag22aa clean before and after the button, and for a bad link. The link's token is made here as the CMS makes it
 * (cms/src/alerts/messages.ts: an HMAC of the site and saved car under a key derived from Payload's secret, which
 * Payload derives from PAYLOAD_SECRET), an independent check of that scheme.
 */

function stopToken(tenant: number, savedCar: number): string {
  if (!process.env.PAYLOAD_SECRET) throw new Error('needs the stack environment: PAYLOAD_SECRET')
  const payloadSecret = crypto.createHash('sha256').update(process.env.PAYLOAD_SECRET).digest('hex').slice(0, 32)
  const key = Buffer.from(crypto.hkdfSync('sha256', payloadSecret, Buffer.alloc(0), 'dealer price alert unsubscribe v1', 32))
  return `${savedCar}-${crypto.createHmac('sha256', key).update(`${tenant}\n${savedCar}`).digest('base64url')}`
}

test('the stop link: a labelled button, pressed from the keyboard, stops the alerts; a bad link is a clear 400 page', async ({ page, request }) => {
  const shopper = await signIn(BAYSIDE)
  const carId = `pa-e2e-${Date.now().toString(36)}`
  const carName = `2019 Test Camry ${carId}`
  const saved = await accountCall('watchlist/save', {
    site: BAYSIDE,
    sessionToken: shopper.sessionToken,
    car: { id: carId, slug: `test-camry-${carId}`, name: carName, price: 30_000, primaryImageUrl: null },
    priceAlerts: true,
  })
  expect(saved.status).toBe(200)
  const watchlist = await accountCall('watchlist', { site: BAYSIDE, sessionToken: shopper.sessionToken })
  expect((watchlist.body.cars as Array<{ id: string; priceAlerts: boolean }>).find((car) => car.id === carId)?.priceAlerts).toBe(true)
  // The saved car's and the site's ids, as the CMS's admin API tells a super-admin.
  const login = await request.post(cmsUrl('/api/users/login'), { data: SUPER_ADMIN })
  const { token } = (await login.json()) as { token: string }
  const found = await request.get(cmsUrl(`/api/saved-cars?where[carId][equals]=${carId}&depth=0`), { headers: { authorization: `JWT ${token}` } })
  const [savedCar] = ((await found.json()) as { docs: Array<{ id: number; tenant: number }> }).docs

  await page.goto(siteUrl(BAYSIDE, `/alerts/stop?token=${stopToken(savedCar.tenant, savedCar.id)}`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Price alerts')
  const button = page.getByRole('button', { name: `Stop price alerts for ${carName}` })
  await expect(button).toBeVisible()
  await expectAccessible(page)
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status')).toHaveText(`Price alerts stopped. You will get no more price alerts for the ${carName}.`)
  await expectAccessible(page)
  const after = await accountCall('watchlist', { site: BAYSIDE, sessionToken: shopper.sessionToken })
  expect((after.body.cars as Array<{ id: string; priceAlerts: boolean }>).find((car) => car.id === carId)?.priceAlerts).toBe(false)

  const bad = await page.goto(siteUrl(BAYSIDE, '/price-alerts/stop?token=not-a-real-token'))
  expect(bad?.status()).toBe(400)
  await expect(page.getByRole('alert')).toHaveText('This link to stop alerts is not valid. Please use the link in your message.')
  await expectAccessible(page)
})
