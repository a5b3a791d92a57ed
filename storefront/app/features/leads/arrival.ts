import { cookieValues } from '../../cookie-values'

/**
 * Where this browser's visit to the site began (issue 46's leads by source): the other site it came from and the
 * campaign parameters of the page it landed on. Kept in a session cookie the page's script writes, so every lead sent
 * in the visit (a form, a journey, JavaScript or not once written) carries it, and the pages stay shared: the page cache
 * keys on the session cookie only. A later landing from a campaign or another site replaces it; a page reached from
 * the site itself, or typed in, keeps it. With JavaScript off nothing is written, and a lead carries the campaign
 * parameters of the page it was sent from.
 */
const ARRIVAL_COOKIE = 'arrival'

/** Campaign tags (utm_*) and ad networks' click ids: what says a visit came from a campaign. */
const CAMPAIGN_PARAMETER = /^(utm_[a-z_]+|gclid|gbraid|wbraid|fbclid|msclkid)$/
const MAX_PARAMS = 6
const MAX_VALUE = 100
const MAX_DOMAIN = 253
/** The domain's name inside the cookie; no campaign parameter has it. */
const FROM = 'from'

export interface Arrival {
  /** The other site's host name, '' when the visit came from none we can tell. */
  referrerDomain: string
  params: Record<string, string>
}

/** The campaign parameters among `search`, the first of each name. The CMS clips what it keeps (leadContextSchema). */
export function campaignParams(search: URLSearchParams): Record<string, string> {
  const params: Record<string, string> = {}
  for (const [key, value] of search) if (CAMPAIGN_PARAMETER.test(key) && value.trim() && !(key in params)) params[key] = value.trim()
  return params
}

/** A cookie is sent with every request: it keeps a few parameters, each short. */
const briefly = (params: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(params)
      .slice(0, MAX_PARAMS)
      .map(([key, value]) => [key, value.slice(0, MAX_VALUE)]),
  )

/** The arrival a page load tells: its campaign parameters, and its referrer when that is another site. */
export function arrivalOf(pageUrl: string, referrer: string): Arrival {
  const page = new URL(pageUrl)
  let referrerDomain = ''
  try {
    const from = new URL(referrer)
    if (/^https?:$/.test(from.protocol) && from.hostname !== page.hostname) referrerDomain = from.hostname.slice(0, MAX_DOMAIN)
  } catch {
    // No referrer (typed in, a bookmark, a strict referrer policy): direct.
  }
  return { referrerDomain, params: campaignParams(page.searchParams) }
}

const saysWhere = (arrival: Arrival) => arrival.referrerDomain !== '' || Object.keys(arrival.params).length > 0

export function arrivalCookieValue(arrival: Arrival): string {
  const fields = new URLSearchParams(briefly(arrival.params))
  if (arrival.referrerDomain) fields.set(FROM, arrival.referrerDomain)
  return encodeURIComponent(fields.toString())
}

/** The arrival a Cookie header keeps, or null when it keeps none. Read as untrusted: anything may be sent back. */
export function arrivalFrom(cookieHeader: string | null | undefined): Arrival | null {
  const value = cookieValues(cookieHeader, ARRIVAL_COOKIE)[0]
  if (value === undefined) return null
  try {
    const fields = new URLSearchParams(decodeURIComponent(value))
    const domain = (fields.get(FROM) ?? '').trim().toLowerCase()
    return {
      referrerDomain: /^[a-z0-9.-]{1,253}$/.test(domain) ? domain : '',
      params: briefly(campaignParams(fields)),
    }
  } catch {
    return null
  }
}

/**
 * Browser only: notes this page load's arrival when the visit has none yet, or when this load came from a campaign or
 * another site. A session cookie: it ends with the browser's session.
 */
export function recordArrival(): void {
  const arrival = arrivalOf(window.location.href, document.referrer)
  const kept = arrivalFrom(document.cookie)
  if (kept !== null && !saysWhere(arrival)) return
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${ARRIVAL_COOKIE}=${arrivalCookieValue(arrival)}; Path=/; SameSite=Lax${secure}`
}
