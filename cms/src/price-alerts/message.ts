import crypto from 'node:crypto'

/** Whole dollars with thousands separators: "$23,990" (the stock domain's price format; the CMS doesn't import @dealer/stock). */
const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 })

export interface AlertText {
  siteName: string
  carName: string
  oldPrice: number
  newPrice: number
  carUrl: string
  stopUrl: string
}

/** The text message of one price drop. */
export function alertMessage({ siteName, carName, oldPrice, newPrice, carUrl, stopUrl }: AlertText): string {
  return `${siteName}: the ${carName} you saved is now ${aud.format(newPrice)} (was ${aud.format(oldPrice)}). See it: ${carUrl} Stop price alerts: ${stopUrl}`
}

/** The key unsubscribe tokens are signed with: derived from the CMS's secret for this one purpose (as sign-in codes' is). */
export function stopTokenKey(secret: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', secret, Buffer.alloc(0), 'dealer price alert unsubscribe v1', 32))
}

const mac = (key: Buffer, tenant: number, savedCar: number) => crypto.createHmac('sha256', key).update(`${tenant}\n${savedCar}`).digest('base64url')

/**
 * The token of a saved car's "stop price alerts" link: its id and an HMAC of it bound to its site, so nobody can make
 * one for another saved car, and a token of one site is no token on another. It doesn't expire: the link in an old text
 * still works.
 */
export function stopToken(key: Buffer, tenant: number, savedCar: number): string {
  return `${savedCar}-${mac(key, tenant, savedCar)}`
}

/** The saved car a token names, when it is one this site signed; otherwise null. */
export function savedCarOfStopToken(key: Buffer, tenant: number, token: string): number | null {
  const match = /^(\d{1,15})-([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return null
  const savedCar = Number(match[1])
  const given = Buffer.from(match[2])
  const expected = Buffer.from(mac(key, tenant, savedCar))
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? savedCar : null
}

/** Where the alert's two links go on the site's storefront. */
export function alertLinks(origin: string, carSlug: string, token: string): { carUrl: string; stopUrl: string } {
  const base = origin.replace(/\/$/, '')
  return { carUrl: `${base}/cars/${encodeURIComponent(carSlug)}`, stopUrl: `${base}/price-alerts/stop?token=${token}` }
}
