/**
 * Where a lead's visit came from (issue 46's "leads by source"): a campaign (its utm_source and utm_medium, or the ad
 * network a click id names), another site (the referrer's domain), or nowhere we can tell (typed in, a bookmark, an
 * app). A campaign wins over the referrer: an ad clicked on Google is the ad, not google.com.
 */
export const TRAFFIC_SOURCES = ['campaign', 'referral', 'direct'] as const
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number]

/** The ad networks whose auto-tagging click ids say a click was paid for, when no utm_source says more. */
const CLICK_IDS: ReadonlyArray<[parameter: string, source: string]> = [
  ['gclid', 'google / cpc'],
  ['gbraid', 'google / cpc'],
  ['wbraid', 'google / cpc'],
  ['msclkid', 'microsoft / cpc'],
  ['fbclid', 'facebook / social'],
]

const NAME_LIMIT = 100

export function trafficSourceOf(
  params: Readonly<Record<string, unknown>> | null | undefined,
  referrerDomain: string | null | undefined,
): { source: TrafficSource; name: string } {
  const param = (key: string) => {
    const value = params?.[key]
    return typeof value === 'string' ? value.trim().toLowerCase() : ''
  }
  const utmSource = param('utm_source')
  if (utmSource) return { source: 'campaign', name: [utmSource, param('utm_medium')].filter(Boolean).join(' / ').slice(0, NAME_LIMIT) }
  const clicked = CLICK_IDS.find(([key]) => param(key))
  if (clicked) return { source: 'campaign', name: clicked[1] }
  const domain = referrerDomain
    ?.trim()
    .toLowerCase()
    .replace(/^www\./, '')
  if (domain) return { source: 'referral', name: domain.slice(0, NAME_LIMIT) }
  return { source: 'direct', name: '' }
}
