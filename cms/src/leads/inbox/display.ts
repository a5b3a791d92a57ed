/**
 * How the inbox writes a lead's details for a dealer's staff in Australia: prices in AUD, times on the site's clock,
 * the campaign a visit came from, and a car photo's full address. Phone numbers are the storefront's own
 * (@dealer/blocks/ui/phone: 0412 345 678, not +61).
 */

const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 })

/** "$34,990"; "No price" for none or zero (a car shown as "Enquire for price"). */
export function priceText(price: number | null | undefined): string {
  return typeof price === 'number' && Number.isFinite(price) && price > 0 ? aud.format(price) : 'No price'
}

/** "30/11/2026, 3:45 pm" on the site's clock; null for no time. */
export function dateTimeText(iso: string | null | undefined, timeZone: string): string | null {
  if (!iso || Number.isNaN(Date.parse(iso))) return null
  return new Intl.DateTimeFormat('en-AU', { day: '2-digit', month: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(iso),
  )
}

export function mailtoHref(email: string | null | undefined): string | null {
  return email && /^[^\s@]+@[^\s@]+$/.test(email) ? `mailto:${email}` : null
}

const UTM_LABELS: Array<[key: string, label: string]> = [
  ['utm_campaign', 'Campaign'],
  ['utm_source', 'Source'],
  ['utm_medium', 'Medium'],
  ['utm_term', 'Term'],
  ['utm_content', 'Content'],
]

/** The utm_* parameters the visit landed with, labelled, in a fixed order. */
export function campaignParams(linkedQueryParams: unknown): Array<[label: string, value: string]> {
  if (typeof linkedQueryParams !== 'object' || linkedQueryParams === null) return []
  const params = linkedQueryParams as Record<string, unknown>
  return UTM_LABELS.flatMap(([key, label]) => {
    const value = params[key]
    return typeof value === 'string' && value.trim() ? [[label, value.trim()] as [string, string]] : []
  })
}

/**
 * A stock photo's address the admin can load: the search index keeps the demo's photos as paths on the storefront
 * (/demo-photos/…), a real feed's as full addresses. Null when neither can be made.
 */
export function photoAddress(url: string | null | undefined, storefrontOrigin: string | null): string | null {
  if (!url) return null
  if (/^https?:\/\//.test(url)) return url
  if (url.startsWith('/') && !url.startsWith('//') && storefrontOrigin) return `${storefrontOrigin.replace(/\/$/, '')}${url}`
  return null
}
