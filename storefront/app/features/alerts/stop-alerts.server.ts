import { data } from 'react-router'
import { stopTokenSchema, type StopAlertsAnswer } from '@dealer/cms-contract/alerts'
import { storefrontCall } from '../../server/cms-storefront.server'
import { crossSiteRefusal, isRefusal, readBodyWithin, refuseUnread } from '../../server/request-guard.server'
import type { Tenant } from '../../server/tenant'

/**
 * The page every alert's stop link opens (/alerts/stop?token=…; texts sent before saved searches say /price-alerts/stop):
 * a saved car's price-drop alerts or a saved search's new-stock alerts. No sign-in: the token is the credential, the
 * CMS's to check (an HMAC only it can make). Opening it changes nothing (link scanners and previews open links); the
 * shopper presses the one button, a same-origin POST, and the CMS turns those alerts off.
 */

type Subject = Pick<StopAlertsAnswer, 'kind' | 'name'>

/** What the page shows: the car or search and whether its alerts are on, or why there is nothing to stop. */
export type StopAlertsView =
  ({ state: 'on'; token: string } & Subject) | ({ state: 'off'; stoppedNow: boolean } & Subject) | { state: 'refused'; message: string }

const BAD_LINK = 'This link to stop alerts is not valid. Please use the link in your message.'
const CMS_UNAVAILABLE = 'We could not reach the website just now. Please try again in a minute.'

/** The CMS's answer for this token (`stop`: turn its alerts off; otherwise only look), as the page's view and status. */
async function askCms(tenant: Tenant, token: string, stop: boolean) {
  let response: Response
  try {
    response = await storefrontCall(`/api/shopper-alerts/${stop ? 'stop' : 'subject'}`, {
      method: 'POST',
      body: JSON.stringify({ site: tenant.slug, token }),
    })
  } catch {
    return data<StopAlertsView>({ state: 'refused', message: CMS_UNAVAILABLE }, { status: 503 })
  }
  if (response.ok) {
    const answer = (await response.json()) as StopAlertsAnswer
    const subject = { kind: answer.kind, name: answer.name }
    const view: StopAlertsView = answer.on ? { state: 'on', token, ...subject } : { state: 'off', stoppedNow: stop, ...subject }
    return data(view, { status: 200 })
  }
  // 400 (not this site's token) and 404 (the car or search is no longer saved) carry the CMS's words for the shopper.
  if (response.status === 400 || response.status === 404) {
    const { message } = (await response.json().catch(() => ({}))) as { message?: string }
    return data<StopAlertsView>({ state: 'refused', message: message ?? BAD_LINK }, { status: response.status })
  }
  console.error(`alerts: the CMS answered ${response.status} for ${stop ? 'stop' : 'subject'}`)
  return data<StopAlertsView>({ state: 'refused', message: CMS_UNAVAILABLE }, { status: 503 })
}

const badLink = () => data<StopAlertsView>({ state: 'refused', message: BAD_LINK }, { status: 400 })

/** GET: which car or search the link stops alerts for. */
export async function loadStopAlerts(tenant: Tenant, request: Request) {
  const token = stopTokenSchema.safeParse(new URL(request.url).searchParams.get('token'))
  return token.success ? askCms(tenant, token.data, false) : badLink()
}

/** POST (the page's form, from this site only): turns those alerts off. */
export async function stopAlerts(tenant: Tenant, request: Request) {
  const crossSite = crossSiteRefusal(request)
  if (crossSite) return refuseUnread(request, data<StopAlertsView>({ state: 'refused', message: crossSite.message }, { status: crossSite.status }))
  const body = await readBodyWithin(request, 2048)
  if (isRefusal(body)) return data<StopAlertsView>({ state: 'refused', message: body.message }, { status: body.status })
  const token = stopTokenSchema.safeParse(new URLSearchParams(new TextDecoder().decode(body)).get('token'))
  return token.success ? askCms(tenant, token.data, true) : badLink()
}
