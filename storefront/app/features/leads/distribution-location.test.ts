// Spec 000 §3: the lead form's optional distribution-location choice (issue 24).
import { describe, expect, it } from 'vitest'
import { enquiryMessage } from './enquiry-message'
import { DISTRIBUTION_LOCATION_MESSAGE, enquirySchema, testDriveSchema } from './lead-forms'

const contact = { name: 'Mia', last_name: 'Ng', email: 'mia@example.com', phone: '0412 345 678', postcode: '4163' }

describe('enquirySchema: distribution location', () => {
  it('is optional: left out or blank is none', () => {
    expect(enquirySchema.parse(contact).distributionLocation).toBeNull()
    expect(enquirySchema.parse({ ...contact, distributionLocation: '' }).distributionLocation).toBeNull()
  })

  it('takes back what the browser posts: the form’s checked values, where none is already null', () => {
    const checkedInTheBrowser = enquirySchema.parse({ ...contact, distributionLocation: '' })
    expect(enquirySchema.parse(checkedInTheBrowser).distributionLocation).toBeNull()
  })

  it('reads the chosen place’s id from the select’s text or a number', () => {
    expect(enquirySchema.parse({ ...contact, distributionLocation: '1002' }).distributionLocation).toBe(1002)
    expect(enquirySchema.parse({ ...contact, distributionLocation: 1002 }).distributionLocation).toBe(1002)
  })

  it('refuses anything else with a message the shopper can act on', () => {
    for (const value of ['abc', '-3', '1.5', true]) {
      const result = enquirySchema.safeParse({ ...contact, distributionLocation: value })
      expect(result.success, String(value)).toBe(false)
      expect(result.error?.issues[0]).toMatchObject({ path: ['distributionLocation'], message: DISTRIBUTION_LOCATION_MESSAGE })
    }
  })
})

describe('testDriveSchema: distribution location', () => {
  it('takes the same optional choice as an enquiry, beside the time', () => {
    expect(testDriveSchema.parse({ ...contact, bookingDate: '' }).distributionLocation).toBeNull()
    expect(testDriveSchema.parse({ ...contact, bookingDate: '', distributionLocation: '1002' }).distributionLocation).toBe(1002)
    const result = testDriveSchema.safeParse({ ...contact, distributionLocation: 'the big one' })
    expect(result.error?.issues[0]).toMatchObject({ path: ['distributionLocation'], message: DISTRIBUTION_LOCATION_MESSAGE })
  })
})

describe('enquiryMessage: the chosen place', () => {
  it('names it first, above the shopper’s words, so the staff reading the lead see it', () => {
    expect(enquiryMessage({ collectFrom: 'Bayside Toyota Capalaba, Capalaba' }, 'Is it still available?')).toBe(
      'See or collect the car at: Bayside Toyota Capalaba, Capalaba\n\nIs it still available?',
    )
  })
})
