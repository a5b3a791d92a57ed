// What the dealer and the analytics see of each lead: its category, subcategory and the spec's numbered event
// (spec 000 §7, spec 001 §5 and §7: 14 new, 15 used, 17 Test Drive Only, 22 general, 48 used with the alternate flag,
// 51 careers). Pure.

import type { CarType } from '@dealer/stock/car'

/** Which car-enquiry form, and the subcategory the dealer sees (spec 000 §2, §3). */
export const ENQUIRY_KINDS = { enquire: 'Enquire Now', similar: 'Find Me Something Similar', photos: 'Photo Request', finance: 'Finance Quote' } as const
export type EnquiryKind = keyof typeof ENQUIRY_KINDS

/** The contact form's categories (spec 001 §3: default General Enquiry). Careers goes out as General Enquiry (§5). */
export const CONTACT_CATEGORIES = ['General Enquiry', 'Sales Enquiry', 'Service Enquiry', 'Parts Enquiry', 'Finance Enquiry', 'Careers Enquiry'] as const
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number]
export const DEFAULT_CATEGORY: ContactCategory = 'General Enquiry'

const LEAD_EVENTS = { newCar: 14, usedCar: 15, testDrive: 17, general: 22, usedCarAlternate: 48, careers: 51 } as const

export interface LeadClassification {
  category: string
  subcategory: string | null
  eventId: number
  eventName: string
}

/** A car's enquiry: 14 for new and demo cars, 15 for used (48 where the site uses the alternate flag). */
export function carEnquiryLead(kind: EnquiryKind, carType: CarType, usedAlternateEvent: boolean): LeadClassification {
  const used = carType === 'used'
  const eventId = used ? (usedAlternateEvent ? LEAD_EVENTS.usedCarAlternate : LEAD_EVENTS.usedCar) : LEAD_EVENTS.newCar
  return {
    category: used ? 'Used Car Enquiry' : 'New Car Enquiry',
    subcategory: ENQUIRY_KINDS[kind],
    eventId,
    eventName: `${used ? 'Used' : 'New'} car enquiry`,
  }
}

/**
 * Every test-drive booking: a car's (new, demo or used; never 14, 15 or 48) and /book-test-drive's without one. Spec 001
 * §7's "17 for Test Drive Only cars" is the test-drive form's "Test Drive Only" subcategory, not a kind of car: the stock
 * has no such flag (docs/decisions/061-event-17-test-drives.md).
 */
export function testDriveLead(): LeadClassification {
  return { category: 'Test Drive', subcategory: 'Test Drive Only', eventId: LEAD_EVENTS.testDrive, eventName: 'Test drive booking' }
}

/** The contact form: Careers Enquiry is sent as General Enquiry with subcategory Career Enquiry, event 51. */
export function contactFormLead(category: ContactCategory): LeadClassification {
  if (category === 'Careers Enquiry')
    return { category: 'General Enquiry', subcategory: 'Career Enquiry', eventId: LEAD_EVENTS.careers, eventName: 'Careers enquiry' }
  return { category, subcategory: null, eventId: LEAD_EVENTS.general, eventName: 'General enquiry' }
}

/**
 * The finance pre-approval's application (issue 21): category Finance, event 22. Spec 001 §7's 9 is the finance
 * enquiry's modal opening (the browser's event), so one application counts 9 once, as it opens, and its lead counts
 * among the enquiries that are not about a car's condition (decision 066).
 */
export function financeLead(): LeadClassification {
  return { category: 'Finance', subcategory: 'Pre-approval', eventId: LEAD_EVENTS.general, eventName: 'Finance application' }
}

const TRADE_IN_CATEGORY = 'Trade-in'

/** Spec 001 §7: the offer-accepted lead. */
const OFFER_ACCEPTED = { subcategory: '3. Offer Accepted', eventId: 18, eventName: 'offer-accepted' } as const

/**
 * The trade-in journey's leads (issue 22): the valuation's lead (spec 001 §7 numbers the journey's steps; this is the
 * second, after the car's details, and goes out as a general enquiry, event 22), then the accepted offer, "3. Offer
 * Accepted", event 18.
 */
export function tradeInLead(): LeadClassification {
  return { category: TRADE_IN_CATEGORY, subcategory: '2. Valuation', eventId: LEAD_EVENTS.general, eventName: 'Trade-in valuation' }
}

export function offerAcceptedLead(): LeadClassification {
  return { category: TRADE_IN_CATEGORY, subcategory: OFFER_ACCEPTED.subcategory, eventId: OFFER_ACCEPTED.eventId, eventName: OFFER_ACCEPTED.eventName }
}
