import { describe, expect, it } from 'vitest'
import { LEAD_TEXT_LIMITS } from '@dealer/cms-contract/lead-fields'
import { auDate, ENQUIRY_CAR_LIMITS, enquiryMessage, isPreferredDate, localToday } from './enquiry-message'
import { generalTestDriveSchema, partsEnquirySchema, serviceEnquirySchema } from './lead-forms'

const contact = { name: 'Mia', last_name: 'Ng', email: 'mia@example.com', phone: '0412 345 678', postcode: '4163' }

describe('enquiryMessage', () => {
  it('puts a labelled line per detail above the shopper’s words', () => {
    expect(enquiryMessage({ preferredDate: '2026-12-02', make: 'Toyota', model: 'Corolla', rego: 'ABC123', kms: '45000' }, '  Brakes squeal. ')).toBe(
      'Preferred date: 02/12/2026\nCar: Toyota Corolla\nRegistration: ABC123\nKilometres: 45,000 km\n\nBrakes squeal.',
    )
    expect(enquiryMessage({ wantedModel: 'RAV4 Cruiser' }, '')).toBe('Car to drive: RAV4 Cruiser')
    expect(enquiryMessage({ model: 'HiLux' }, 'Tow bar please')).toBe('Car: HiLux\n\nTow bar please')
  })

  it('is null when there is nothing to say', () => {
    expect(enquiryMessage({ make: ' ', kms: '' }, '  ')).toBeNull()
  })

  it('fits a lead’s message with every field at its longest', () => {
    const longest = enquiryMessage(
      {
        preferredDate: '2026-12-02',
        make: 'M'.repeat(ENQUIRY_CAR_LIMITS.make),
        model: 'm'.repeat(ENQUIRY_CAR_LIMITS.model),
        wantedModel: 'w'.repeat(ENQUIRY_CAR_LIMITS.wantedModel),
        rego: 'ABCDEFGHIJ',
        kms: '9999999',
      },
      'c'.repeat(ENQUIRY_CAR_LIMITS.comments),
    )
    expect(longest!.length).toBeLessThanOrEqual(LEAD_TEXT_LIMITS.message)
  })
})

describe('preferred dates', () => {
  it('are real days from yesterday to a year ahead', () => {
    const today = '2026-11-25'
    expect(isPreferredDate('2026-11-25', today)).toBe(true)
    expect(isPreferredDate('2026-11-24', today)).toBe(true)
    expect(isPreferredDate('2026-11-23', today)).toBe(false)
    expect(isPreferredDate('2027-11-26', today)).toBe(true)
    expect(isPreferredDate('2027-11-28', today)).toBe(false)
    expect(isPreferredDate('2026-02-30', '2026-01-01')).toBe(false)
    expect(isPreferredDate('25/11/2026', today)).toBe(false)
  })

  it('today is the east coast’s day', () => {
    expect(localToday(new Date('2026-11-24T14:30:00Z'))).toBe('2026-11-25')
    expect(localToday(new Date('2026-11-24T12:00:00Z'))).toBe('2026-11-24')
    expect(auDate('2026-01-09')).toBe('09/01/2026')
  })
})

describe('the enquiry pages’ schemas', () => {
  it('service: the car and a day are optional; kilometres are a number; the location is one offered', () => {
    const schema = serviceEnquirySchema({ locationIds: [7, 8] }, '2026-11-25')
    const parsed = schema.parse({ ...contact, location: '8', kms: '45,000', preferredDate: '2026-12-01', rego: 'abc 123' })
    expect(parsed).toMatchObject({ location: 8, kms: '45000', preferredDate: '2026-12-01', rego: 'ABC 123', make: '', comments: '', subscribe: true })
    const wrong = schema.safeParse({ ...contact, location: '99', kms: 'lots', preferredDate: '2020-01-01' })
    expect(wrong.success).toBe(false)
    expect(wrong.error!.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['kms', 'location', 'preferredDate'])
  })

  it('parts: says what is needed', () => {
    const schema = partsEnquirySchema({ locationIds: [] })
    expect(schema.safeParse({ ...contact, comments: ' ' }).error!.issues[0].message).toBe('Please enter your enquiry.')
    expect(schema.parse({ ...contact, comments: 'Floor mats', location: 'whatever' })).toMatchObject({ location: null, comments: 'Floor mats' })
  })

  it('book a test drive: the model is required, the time optional', () => {
    const schema = generalTestDriveSchema({ locationIds: [7] })
    expect(schema.safeParse({ ...contact, location: 7 }).error!.issues.map((issue) => issue.path.join('.'))).toEqual(['model'])
    expect(schema.parse({ ...contact, location: 7, model: 'RAV4' })).toMatchObject({ model: 'RAV4', location: 7, bookingDate: '' })
  })
})
