import { create } from 'xmlbuilder2'
import type { Lead } from '@dealer/cms-contract'

export interface LeadContext {
  siteName: string
  dealershipName: string | null
  locationName: string | null
}

type LeadFields = Pick<
  Lead,
  | 'id'
  | 'createdAt'
  | 'category'
  | 'subcategory'
  | 'name'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'postcode'
  | 'message'
  | 'bookingDate'
  | 'car'
  | 'url'
  | 'consent'
  | 'rego'
  | 'finance'
  | 'tradeIn'
  | 'offerAccepted'
>

/** +61 4xx… for the CRM: ADF phones are international where the country is known. */
const internationalPhone = (local: string) => (local.startsWith('0') ? `+61${local.slice(1)}` : local)

/** The lead's words for people: the shopper's message plus what the form asked that ADF has no element for. */
export function leadComments(lead: LeadFields): string {
  const lines = [
    lead.message?.trim() || null,
    lead.bookingDate ? `Preferred test-drive time: ${formatDateTime(lead.bookingDate)}` : null,
    lead.rego ? `Registration: ${lead.rego}` : null,
    ...financeLines(lead.finance),
    ...tradeInLines(lead.tradeIn, lead.offerAccepted),
    `Enquiry: ${[lead.category, lead.subcategory].filter(Boolean).join(' – ')}`,
    lead.url ? `Sent from: ${lead.url}` : null,
  ]
  return lines.filter(Boolean).join('\n')
}

const CREDIT_HISTORY: Record<string, string> = { GREAT: 'Great', DECENT: 'Decent', POOR: 'Poor' }
const WHO_IS_HELPING: Record<string, string> = { nobody: 'No one yet', salesperson: 'A salesperson', 'finance-team': 'Our finance team' }
const money = (value: number) => new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(value)

/** A finance application's lines for people: what was asked for and the quote the shopper saw (spec 001 §3). */
export function financeLines(finance: LeadFields['finance'] | null): string[] {
  if (!finance || finance.amount == null) return []
  const rates =
    finance.advertisedRate != null
      ? `Quoted rate: ${finance.advertisedRate}% p.a. (comparison rate ${finance.comparisonRate ?? '-'}% p.a.)`
      : 'Quoted rate: none (the quote failed)'
  return [
    `Finance: ${money(finance.amount)} over ${finance.term} ${finance.term === 1 ? 'year' : 'years'}`,
    `Credit history: ${CREDIT_HISTORY[finance.selfAssessedCreditScore ?? ''] ?? finance.selfAssessedCreditScore ?? '-'}`,
    finance.whoIsHelping ? `Who is helping: ${WHO_IS_HELPING[finance.whoIsHelping] ?? finance.whoIsHelping}` : null,
    finance.weeklyRepaymentAmount != null
      ? `Quoted repayment: ${money(finance.weeklyRepaymentAmount)} a week (${money(finance.monthlyRepaymentAmount ?? 0)} a month)`
      : null,
    rates,
  ].filter((line): line is string => line !== null)
}

const SERVICE_HISTORY: Record<string, string> = { full: 'Full', partial: 'Partial', none: 'None' }
const INSPECT_REASONS: Record<string, string> = {
  'over-age': 'over 7 years old',
  'over-km': 'over 100,000 km',
  'too-few-comparables': 'too few comparable cars',
  declined: 'the valuation API would not price it',
}
const dollars = (value: number) => new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 }).format(value)

/**
 * A trade-in's lines for people (issue 22): the shopper's car, the condition answers and the valuation (the estimate and
 * range, or inspect and why), as the CMS recorded them; and whether the shopper accepted the offer.
 */
export function tradeInLines(tradeIn: LeadFields['tradeIn'] | null, offerAccepted?: boolean | null): string[] {
  if (!tradeIn?.make) return []
  const car = [tradeIn.year, tradeIn.make, tradeIn.model, tradeIn.badge].filter(Boolean).join(' ')
  const registration = tradeIn.plate ? `${tradeIn.plate} (${tradeIn.state})` : `not given (${tradeIn.state})`
  const valuation =
    tradeIn.outcome === 'estimate' && tradeIn.estimate != null
      ? `${dollars(tradeIn.estimate)} (range ${dollars(tradeIn.low ?? tradeIn.estimate)} to ${dollars(tradeIn.high ?? tradeIn.estimate)})`
      : `none: inspect it and call (${INSPECT_REASONS[tradeIn.inspectReason ?? ''] ?? 'no reason given'})`
  return [
    `Trade-in: ${car}, ${new Intl.NumberFormat('en-AU').format(tradeIn.km ?? 0)} km`,
    `Trade-in registration: ${registration}`,
    `Condition: service history ${(SERVICE_HISTORY[tradeIn.serviceHistory ?? ''] ?? '-').toLowerCase()}, damage ${tradeIn.damage ?? '-'}, tyres ${tradeIn.tyres ?? '-'}, ${tradeIn.accessories ? 'has accessories' : 'no accessories'}, ${tradeIn.financeOwing ? 'finance owing' : 'no finance owing'}`,
    `Trade-in valuation: ${valuation}, ${tradeIn.provider === 'http' ? 'valuation API' : 'built-in model'}`,
    ...(offerAccepted ? ['Offer accepted: Yes'] : []),
  ]
}

/** dd/mm/yyyy h:mm am, in the dealer's time zone (Brisbane for the demo sites). */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Brisbane',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso))
}

/**
 * The lead as an ADF 1.0 document (Auto-lead Data Format, the XML dealer CRMs ingest): one prospect with the vehicle
 * of interest, the customer's contact details and comments, and the dealership as vendor.
 */
export function adfDocument(lead: LeadFields, context: LeadContext): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ins('ADF', 'VERSION="1.0"').ele('adf')
  const prospect = doc.ele('prospect', { status: 'new' })
  prospect.ele('id', { sequence: '1', source: context.siteName }).txt(String(lead.id))
  prospect.ele('requestdate').txt(new Date(lead.createdAt).toISOString())
  const car = lead.car
  if (car?.stocknum) {
    const vehicle = prospect.ele('vehicle', { interest: 'buy', status: car.carType === 'used' ? 'used' : 'new' })
    if (car.year) vehicle.ele('year').txt(String(car.year))
    if (car.make) vehicle.ele('make').txt(car.make)
    if (car.model) vehicle.ele('model').txt(car.model)
    if (car.vin) vehicle.ele('vin').txt(car.vin)
    vehicle.ele('stock').txt(car.stocknum)
    if (car.price) vehicle.ele('price', { type: 'asking', currency: 'AUD' }).txt(String(car.price))
    if (car.name) vehicle.ele('comments').txt(car.name)
  }
  const trade = lead.tradeIn
  if (trade?.make) {
    // ADF's trade-in vehicle: the shopper's car, as the CMS recorded its valuation.
    const vehicle = prospect.ele('vehicle', { interest: 'trade-in', status: 'used' })
    if (trade.year) vehicle.ele('year').txt(String(trade.year))
    vehicle.ele('make').txt(trade.make)
    if (trade.model) vehicle.ele('model').txt(trade.model)
    if (trade.badge) vehicle.ele('trim').txt(trade.badge)
    if (trade.km != null) vehicle.ele('odometer', { status: 'original', units: 'km' }).txt(String(trade.km))
    if (trade.outcome === 'estimate' && trade.estimate != null) vehicle.ele('price', { type: 'appraisal', currency: 'AUD' }).txt(String(trade.estimate))
  }
  const contact = prospect.ele('customer').ele('contact', { primarycontact: '1' })
  contact.ele('name', { part: 'first' }).txt(lead.name)
  contact.ele('name', { part: 'last' }).txt(lead.lastName)
  contact.ele('email').txt(lead.email)
  contact.ele('phone', { type: 'cellphone' }).txt(internationalPhone(lead.phone))
  const address = contact.ele('address')
  if (lead.postcode) address.ele('postalcode').txt(lead.postcode)
  address.ele('country').txt('AU')
  prospect.last().ele('comments').txt(leadComments(lead))
  const vendor = prospect.ele('vendor')
  vendor.ele('vendorname').txt(context.dealershipName ?? context.siteName)
  if (context.locationName) vendor.ele('contact').ele('name', { part: 'full' }).txt(context.locationName)
  prospect.ele('provider').ele('name', { part: 'full' }).txt(`${context.siteName} website`)
  return doc.end({ prettyPrint: true })
}
