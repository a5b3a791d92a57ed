// The service, parts and book-a-test-drive forms (issue 23) ask for more than a lead has fields for (the car's make,
// model and kilometres, a preferred day): those go to the dealer at the top of the lead's message, one labelled line
// each, so the lead keeps the CMS's fields and limits (cms-contract/lead-fields.ts). Pure.
import { LEAD_TEXT_LIMITS } from '@dealer/cms-contract/lead-fields'
import { formatNumber } from '@dealer/stock/format'

/** The longest of each field these forms add; their lines and the comments together fit a lead's message. */
export const ENQUIRY_CAR_LIMITS = {
  make: 40,
  model: 60,
  /** "The car you would like to drive", as the shopper types it. */
  wantedModel: 100,
  /** The shopper's own words, after the labelled lines. */
  comments: 1700,
} as const

export const KMS_MESSAGE = 'Please enter the kilometres as a number, e.g. 45000.'
export const PREFERRED_DATE_MESSAGE = 'Please choose a date from today to a year ahead.'

/** Today's date (YYYY-MM-DD) on the east coast, where the day starts first of the dealers' states. */
export function localToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

const DAY_MS = 86_400_000
const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS

/**
 * Whether a date input's value (YYYY-MM-DD) is a real day from yesterday to a year after `today` (yesterday: a shopper
 * in Perth is a day behind Sydney for three hours each evening).
 */
export function isPreferredDate(value: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const day = dayNumber(value)
  if (Number.isNaN(day) || new Date(day * DAY_MS).toISOString().slice(0, 10) !== value) return false
  const from = dayNumber(today)
  return day >= from - 1 && day <= from + 366
}

/** "2026-12-02" → "02/12/2026" (en-AU). */
export function auDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-')
  return `${day}/${month}/${year}`
}

export interface EnquiryDetails {
  preferredDate?: string
  /** The car the enquiry is about, or (test drives) the one to drive. */
  make?: string
  model?: string
  wantedModel?: string
  rego?: string
  kms?: string
  /** The distribution location the shopper chose for a car (spec 000 §3 lead form). */
  collectFrom?: string
}

/**
 * A lead's message: a labelled line for each detail given ("Preferred date: 02/12/2026", "Car: Toyota Corolla",
 * "Registration: ABC123", "Kilometres: 45,000 km"), a blank line, then the shopper's own words. Null when empty.
 */
export function enquiryMessage(details: EnquiryDetails, comments: string): string | null {
  const car = [details.make, details.model]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
  const kms = details.kms ? Number(details.kms) : null
  const lines = [
    details.collectFrom?.trim() ? `See or collect the car at: ${details.collectFrom.trim()}` : null,
    details.preferredDate ? `Preferred date: ${auDate(details.preferredDate)}` : null,
    details.wantedModel?.trim() ? `Car to drive: ${details.wantedModel.trim()}` : null,
    car ? `Car: ${car}` : null,
    details.rego?.trim() ? `Registration: ${details.rego.trim()}` : null,
    kms !== null && Number.isFinite(kms) ? `Kilometres: ${formatNumber(kms)} km` : null,
  ].filter((line): line is string => line !== null)
  const text = [lines.join('\n'), comments.trim()].filter(Boolean).join('\n\n')
  if (text.length > LEAD_TEXT_LIMITS.message) throw new RangeError(`An enquiry's message is at most ${LEAD_TEXT_LIMITS.message} characters`)
  return text || null
}
