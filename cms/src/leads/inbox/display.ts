/**
 * How the inbox writes a lead's details for a dealer's staff in Australia: phone numbers as dialled at home
 * (0412 345 678, not +61), prices in AUD, the campaign a visit came from, and a car photo's full address.
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

/** The digits of an Australian number in its national form (0…), or null when it isn't one we can read. */
function nationalDigits(phone: string): string | null {
  const compact = phone.replace(/[\s()-]/g, '')
  if (/^\+61\d{9}$/.test(compact)) return `0${compact.slice(3)}`
  if (/^61\d{9}$/.test(compact)) return `0${compact.slice(2)}`
  if (/^0\d{9}$/.test(compact)) return compact
  return null
}

/** "0412 345 678" for a mobile, "07 3865 2200" for a landline; anything else as it was sent. */
export function localPhone(phone: string | null | undefined): string {
  if (!phone) return ''
  const digits = nationalDigits(phone)
  if (!digits) return phone.trim()
  return digits.startsWith('04') || digits.startsWith('05')
    ? `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`
    : `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`
}

/** A tel: link that dials from anywhere (+61…); null when the number can't be read. */
export function telHref(phone: string | null | undefined): string | null {
  if (!phone) return null
  const digits = nationalDigits(phone)
  if (digits) return `tel:+61${digits.slice(1)}`
  const compact = phone.replace(/[\s()-]/g, '')
  return /^\+?\d{6,15}$/.test(compact) ? `tel:${compact}` : null
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
