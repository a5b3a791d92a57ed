import { data } from 'react-router'
import { priceAlertTokenSchema, type StopAlertsAnswer } from '@dealer/cms-contract/price-alerts'
import { storefrontCall } from '../../server/cms-storefront.server'
import { crossSiteRefusal, isRefusal, readBodyWithin, refuseUnread } from '../../server/request-guard.server'
import type { Tenant } from '../../server/tenant'

/**
 * The page a price-drop alert's "Stop price alerts" link opens (/price-alerts/stop?token=…). Opening it changes nothing
 * (link scanners and previews open links); the shopper presses the button, a same-origin POST, and the CMS turns that
 * saved car's alerts off. The token is the CMS's to check (an HMAC only it can make).
 */

/** What the page shows: the car and whether its alerts are on, or why there is nothing to stop. */
export type StopAlertsView =
  { state: 'on'; carName: string; token: string } | { state: 'off'; carName: string; stoppedNow: boolean } | { state: 'refused'; message: string }

const BAD_LINK = 'This link to stop price alerts is not valid. Please use the link in your text message.'
const CMS_UNAVAILABLE = 'We could not reach the website just now. Please try again in a minute.'

/** The CMS's answer for this token (`stop`: turn its alerts off; otherwise only look), as the page's view and status. */
async function askCms(tenant: Tenant, token: string, stop: boolean) {
  let response: Response
  try {
    response = await storefrontCall(`/api/saved-cars/${stop ? 'stop-alerts' : 'alert-car'}`, {
      method: 'POST',
      body: JSON.stringify({ site: tenant.slug, token }),
    })
  } catch {
    return data<StopAlertsView>({ state: 'refused', message: CMS_UNAVAILABLE }, { status: 503 })
  }
  if (response.ok) {
    const answer = (await response.json()) as StopAlertsAnswer
    const view: StopAlertsView = answer.priceAlerts
      ? { state: 'on', carName: answer.carName, token }
      : { state: 'off', carName: answer.carName, stoppedNow: stop }
    return data(view, { status: 200 })
  }
  // 400 (not this site's token) and 404 (the car left the watchlist) carry the CMS's words for the shopper.
  if (response.status === 400 || response.status === 404) {
    const { message } = (await response.json().catch(() => ({}))) as { message?: string }
    return data<StopAlertsView>({ state: 'refused', message: message ?? BAD_LINK }, { status: response.status })
  }
  console.error(`price alerts: the CMS answered ${response.status} for ${stop ? 'stop-alerts' : 'alert-car'}`)
  return data<StopAlertsView>({ state: 'refused', message: CMS_UNAVAILABLE }, { status: 503 })
}

const badLink = () => data<StopAlertsView>({ state: 'refused', message: BAD_LINK }, { status: 400 })

/** GET: which car the link stops alerts for. */
export async function loadStopAlerts(tenant: Tenant, request: Request) {
  const token = priceAlertTokenSchema.safeParse(new URL(request.url).searchParams.get('token'))
  return token.success ? askCms(tenant, token.data, false) : badLink()
}

/** POST (the page's form, from this site only): turns the car's alerts off. */
export async function stopAlerts(tenant: Tenant, request: Request) {
  const crossSite = crossSiteRefusal(request)
  if (crossSite) return refuseUnread(request, data<StopAlertsView>({ state: 'refused', message: crossSite.message }, { status: crossSite.status }))
  const body = await readBodyWithin(request, 2048)
  if (isRefusal(body)) return data<StopAlertsView>({ state: 'refused', message: body.message }, { status: body.status })
  const token = priceAlertTokenSchema.safeParse(new URLSearchParams(new TextDecoder().decode(body)).get('token'))
  return token.success ? askCms(tenant, token.data, true) : badLink()
}
