import crypto from 'node:crypto'

/**
 * The texts of every alert a shopper gets (decision 060), and the token of the one-tap stop link each carries. Pure:
 * the worker (./worker.ts) fills them in.
 */

/** Whole dollars with thousands separators: "$23,990" (the stock domain's price format; the CMS doesn't import @dealer/stock). */
const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 })

/** What a stop link stops: a saved car's price-drop alerts, or a saved search's new-stock alerts. */
export type AlertSubject = { kind: 'price-drop'; savedCar: number } | { kind: 'new-stock'; savedSearch: number }

export interface PriceDropText {
  siteName: string
  carName: string
  oldPrice: number
  newPrice: number
  carUrl: string
  stopUrl: string
}

/** The text message of one price drop. */
export function priceDropMessage({ siteName, carName, oldPrice, newPrice, carUrl, stopUrl }: PriceDropText): string {
  return `${siteName}: the ${carName} you saved is now ${aud.format(newPrice)} (was ${aud.format(oldPrice)}). See it: ${carUrl} Stop price alerts: ${stopUrl}`
}

export interface NewStockText {
  siteName: string
  searchName: string
  /** The new cars' names, as many as matched since the last message. */
  carNames: readonly string[]
  searchUrl: string
  stopUrl: string
}

/** A text names this many cars at most (a message is 1 to 3 SMS segments, not ten). */
const CARS_NAMED_IN_A_TEXT = 2

const newCars = (count: number) => (count === 1 ? '1 new car matches' : `${count} new cars match`)

/** The text message of new cars matching a saved search. */
export function newStockMessage({ siteName, searchName, carNames, searchUrl, stopUrl }: NewStockText): string {
  const named = carNames.slice(0, CARS_NAMED_IN_A_TEXT).join(', ')
  const more = carNames.length > CARS_NAMED_IN_A_TEXT ? ` and ${carNames.length - CARS_NAMED_IN_A_TEXT} more` : ''
  return `${siteName}: ${newCars(carNames.length)} your saved search “${searchName}”: ${named}${more}. See them: ${searchUrl} Stop these alerts: ${stopUrl}`
}

/** The email of new cars matching a saved search: every car named, one a line. */
export function newStockEmail({ siteName, searchName, carNames, searchUrl, stopUrl }: NewStockText): { subject: string; text: string } {
  return {
    subject: `${newCars(carNames.length)} “${searchName}” at ${siteName}`,
    text: [
      `${newCars(carNames.length)} the search you saved at ${siteName}, “${searchName}”:`,
      '',
      ...carNames.map((name) => `- ${name}`),
      '',
      `See them: ${searchUrl}`,
      '',
      `Stop these alerts: ${stopUrl}`,
    ].join('\n'),
  }
}

/** The key stop tokens are signed with: derived from the CMS's secret for this one purpose (as sign-in codes' is). */
export function stopTokenKey(secret: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', secret, Buffer.alloc(0), 'dealer price alert unsubscribe v1', 32))
}

// A price drop's token signs "<site>\n<saved car>" (the links in texts sent before saved searches keep working); a
// saved search's signs "<site>\nsearch\n<id>", so one can never stand for the other.
const signed = (subject: AlertSubject) => (subject.kind === 'price-drop' ? String(subject.savedCar) : `search\n${subject.savedSearch}`)
const idText = (subject: AlertSubject) => (subject.kind === 'price-drop' ? String(subject.savedCar) : `s${subject.savedSearch}`)
const mac = (key: Buffer, tenant: number, subject: AlertSubject) =>
  crypto
    .createHmac('sha256', key)
    .update(`${tenant}\n${signed(subject)}`)
    .digest('base64url')

/**
 * The token of a stop link: what it stops and an HMAC of it bound to its site, so nobody can make one for another
 * shopper's alerts, and a token of one site is no token on another. It doesn't expire: the link in an old message
 * still works.
 */
export function stopToken(key: Buffer, tenant: number, subject: AlertSubject): string {
  return `${idText(subject)}-${mac(key, tenant, subject)}`
}

/** What a token stops, when it is one this site signed; otherwise null. */
export function subjectOfStopToken(key: Buffer, tenant: number, token: string): AlertSubject | null {
  const match = /^(s?)(\d{1,15})-([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return null
  const id = Number(match[2])
  const subject: AlertSubject = match[1] ? { kind: 'new-stock', savedSearch: id } : { kind: 'price-drop', savedCar: id }
  const given = Buffer.from(match[3]!)
  const expected = Buffer.from(mac(key, tenant, subject))
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? subject : null
}

/** Where an alert's links go on the site's storefront: the car or the search, and the stop page. */
export function alertLinks(origin: string, path: string, token: string): { url: string; stopUrl: string } {
  const base = origin.replace(/\/$/, '')
  return { url: `${base}${path}`, stopUrl: `${base}/alerts/stop?token=${token}` }
}
