import { describe, expect, it } from 'vitest'
import { displayAuMobile, MOBILE_MESSAGE, normaliseAuMobile, POSTCODE_MESSAGE } from '../../ui/forms/contact-fields'
import { contactFields, contactFormSchema, enquirySchema, fieldErrors, leadEnvelope, testDriveSchema } from './lead-forms'

const valid = { name: 'Mia', last_name: 'Nguyen', email: 'mia@example.com.au', phone: '+61 412 345 678', postcode: '4163' }

describe('normaliseAuMobile', () => {
  it('writes an Australian mobile as dealers dial it, from any common way of typing it', () => {
    for (const typed of ['0412 345 678', '0412-345-678', '(0412) 345678', '+61412345678', '61 412 345 678', '0061 412 345 678'])
      expect(normaliseAuMobile(typed)).toBe('0412345678')
    expect(displayAuMobile('0412345678')).toBe('0412 345 678')
  })

  it('refuses landlines, short numbers and other countries', () => {
    for (const typed of ['07 3821 5000', '0412 345 67', '+64 21 123 4567', '1300 123 456', '']) expect(normaliseAuMobile(typed)).toBeNull()
  })
})

describe('contactFields', () => {
  it('accepts a filled-in form and stores the mobile in local form', () => {
    expect(contactFields.parse(valid)).toEqual({ ...valid, phone: '0412345678' })
  })

  it('says what is wrong with each field, in the spec’s words for the postcode', () => {
    const result = contactFields.safeParse({ name: ' ', last_name: 'Nguyen', email: 'mia@', phone: '07 3821 5000', postcode: '416' })
    expect(result.success).toBe(false)
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))
    expect(messages).toEqual({
      name: 'Please enter your first name.',
      email: 'Please enter a valid email address.',
      phone: MOBILE_MESSAGE,
      postcode: POSTCODE_MESSAGE,
    })
    expect(POSTCODE_MESSAGE).toBe('Invalid postcode. Please enter a 4-digit number.')
  })

  it('answers a missing field with a message rather than a type error', () => {
    const result = contactFields.safeParse({})
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter your first name.',
      'Please enter your last name.',
      'Please enter your email address.',
      MOBILE_MESSAGE,
      POSTCODE_MESSAGE,
    ])
  })
})

const rules = { commentsRequired: true, showCategory: true, locationIds: [3, 4], dealershipIds: [7, 8] }

describe('contactFormSchema', () => {
  it('requires comments, a category, a location and a dealership when the site has several, and opts in by default', () => {
    const parsed = contactFormSchema(rules).parse({ ...valid, comments: 'Call me', category: 'Service Enquiry', location: '4', dealership: 8 })
    expect(parsed).toMatchObject({
      phone: '0412345678',
      comments: 'Call me',
      category: 'Service Enquiry',
      location: 4,
      dealership: 8,
      rego: '',
      subscribe: true,
    })
    const errors = fieldErrors(contactFormSchema(rules).safeParse({ ...valid, comments: '', category: 'Spam', location: 99 }).error!.issues)
    expect(errors).toEqual({
      comments: 'Please enter your comments.',
      category: 'Please choose what your enquiry is about.',
      location: 'Please choose a location.',
      dealership: 'Please choose your preferred dealership.',
    })
  })

  it('leaves out what the site turns off: optional comments, no category (General Enquiry), one dealership', () => {
    const parsed = contactFormSchema({ commentsRequired: false, showCategory: false, locationIds: [], dealershipIds: [7] }).parse({
      ...valid,
      rego: ' abc 123 ',
      subscribe: false,
    })
    expect(parsed).toMatchObject({ comments: '', category: 'General Enquiry', location: null, dealership: null, rego: 'ABC 123', subscribe: false })
  })
})

describe('car forms', () => {
  it('makes the enquiry message and the test-drive time optional', () => {
    expect(enquirySchema.parse(valid).message).toBe('')
    expect(testDriveSchema.parse({ ...valid, bookingDate: '2026-11-24T00:00:00.000Z' }).bookingDate).toBe('2026-11-24T00:00:00.000Z')
    expect(fieldErrors(testDriveSchema.safeParse({ ...valid, bookingDate: 'tomorrow-ish' }).error!.issues)).toEqual({
      bookingDate: 'Please choose one of the times offered.',
    })
  })
})

describe('leadEnvelope', () => {
  it('knows the forms and needs a car for the car forms (a test drive says when it has none: /book-test-drive)', () => {
    const base = { idempotencyKey: 'abcd-1234-efgh', values: {} }
    expect(leadEnvelope.safeParse({ ...base, form: 'contact' }).success).toBe(true)
    expect(leadEnvelope.safeParse({ ...base, form: 'service' }).success).toBe(true)
    expect(leadEnvelope.safeParse({ ...base, form: 'parts' }).success).toBe(true)
    expect(leadEnvelope.safeParse({ ...base, form: 'test-drive' }).success).toBe(false)
    expect(leadEnvelope.safeParse({ ...base, form: 'test-drive', car: null }).success).toBe(true)
    expect(leadEnvelope.safeParse({ ...base, form: 'enquiry', kind: 'photos', car: null }).success).toBe(false)
    expect(leadEnvelope.safeParse({ ...base, form: 'enquiry', kind: 'photos', car: 'a-car' }).success).toBe(true)
    expect(leadEnvelope.safeParse({ ...base, form: 'newsletter' }).success).toBe(false)
  })
})

describe('the trade-in journey’s envelopes', () => {
  const base = { idempotencyKey: 'abcd-1234-efgh', values: {} }
  const valuationId = 'AbCdEfGhIjKlMnOpQrStUv_-'

  it('name a recorded valuation (its random id); an accepted offer names its trade-in lead too', () => {
    expect(leadEnvelope.safeParse({ ...base, form: 'trade-in', valuationId, carId: null }).success).toBe(true)
    expect(leadEnvelope.safeParse({ ...base, form: 'trade-in', valuationId: '12' }).success).toBe(false)
    expect(leadEnvelope.safeParse({ ...base, form: 'offer-accepted', valuationId, carId: '123', leadId: 42 }).success).toBe(true)
    expect(leadEnvelope.safeParse({ ...base, form: 'offer-accepted', valuationId, carId: null }).success).toBe(false)
    expect(leadEnvelope.safeParse({ ...base, form: 'offer-accepted', valuationId, carId: null, leadId: -1 }).success).toBe(false)
  })
})
