import { describe, expect, it } from 'vitest'
import { carEnquiryLead, contactFormLead, financeLead, offerAcceptedLead, testDriveLead, tradeInLead } from './lead-events'

describe('lead classification', () => {
  it('numbers car enquiries by condition: 14 new and demo, 15 used, 48 used on alternate-flag sites', () => {
    expect(carEnquiryLead('enquire', 'new', false)).toMatchObject({ category: 'New Car Enquiry', subcategory: 'Enquire Now', eventId: 14 })
    expect(carEnquiryLead('enquire', 'demo', true).eventId).toBe(14)
    expect(carEnquiryLead('similar', 'used', false)).toMatchObject({ category: 'Used Car Enquiry', subcategory: 'Find Me Something Similar', eventId: 15 })
    expect(carEnquiryLead('photos', 'used', true)).toMatchObject({ subcategory: 'Photo Request', eventId: 48 })
  })

  it('makes a test drive event 17 and a contact-form enquiry 22, careers 51 as General Enquiry / Career Enquiry', () => {
    expect(testDriveLead()).toMatchObject({ category: 'Test Drive', subcategory: 'Test Drive Only', eventId: 17 })
    expect(contactFormLead('Service Enquiry')).toMatchObject({ category: 'Service Enquiry', subcategory: null, eventId: 22 })
    expect(contactFormLead('Careers Enquiry')).toMatchObject({ category: 'General Enquiry', subcategory: 'Career Enquiry', eventId: 51 })
  })

  it('makes the finance pre-approval category Finance / Pre-approval, event 22: 9 is its modal opening (spec 001 §7)', () => {
    expect(financeLead()).toMatchObject({ category: 'Finance', subcategory: 'Pre-approval', eventId: 22, eventName: 'Finance application' })
  })
})

describe('the trade-in journey’s leads', () => {
  it('are category Trade-in: the valuation’s lead, then "3. Offer Accepted" with event 18 (spec 001 §7)', () => {
    expect(tradeInLead()).toMatchObject({ category: 'Trade-in', subcategory: '2. Valuation', eventId: 22 })
    expect(offerAcceptedLead()).toMatchObject({ category: 'Trade-in', subcategory: '3. Offer Accepted', eventId: 18 })
  })
})
