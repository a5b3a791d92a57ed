import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { LEAD_CONTEXT_LIMITS } from '@dealer/cms-contract/lead-fields'
import { leadContextSchema, leadIntakeSchema, type LeadIntakeRequest } from '@dealer/cms-contract/lead-intake'
import { contactFormSchema, enquirySchema } from './lead-forms'

/**
 * One lead schema: whatever a shopper's form accepts (in the browser and in POST /api/leads), the CMS's intake accepts,
 * and no piece of the visit's context, however long, makes it refuse the lead.
 */

const validMobile = fc.stringMatching(/^04\d{8}$/).map((mobile) => `${mobile.slice(0, 4)} ${mobile.slice(4, 7)} ${mobile.slice(7)}`)
const anyText = (maxLength: number) => fc.oneof(fc.string({ maxLength }), fc.string({ maxLength, unit: 'binary' }))
const contactValues = fc.record({
  name: fc.oneof(anyText(80), fc.constant('Mia')),
  last_name: fc.oneof(anyText(80), fc.constant('Nguyen')),
  email: fc.oneof(
    fc.emailAddress(),
    fc.stringMatching(z.regexes.email),
    anyText(300),
    fc.string({ minLength: 240, maxLength: 260 }).map((text) => `${text.replace(/[^a-z]/g, 'a')}@example.com`),
  ),
  phone: fc.oneof(validMobile, fc.constant('+61 412 345 678'), anyText(20)),
  postcode: fc.oneof(fc.stringMatching(/^\d{4}$/), anyText(6)),
})

function intakeOf(lead: Partial<LeadIntakeRequest['lead']>): LeadIntakeRequest {
  return {
    site: 'southern-cross',
    idempotencyKey: 'property-test-key',
    lead: {
      form: 'enquiry',
      category: 'Used Car Enquiry',
      subcategory: 'Enquire Now',
      eventId: 15,
      eventName: 'Used car enquiry',
      name: 'Mia',
      lastName: 'Nguyen',
      email: 'mia@example.com.au',
      phone: '0412345678',
      postcode: '4163',
      message: null,
      rego: null,
      bookingDate: null,
      consent: false,
      dealershipId: null,
      locationId: null,
      car: null,
      url: 'http://southern-cross.localhost/',
      userAgent: 'Mozilla/5.0',
      visitedPages: [],
      linkedQueryParams: {},
      ...lead,
    },
  }
}

const contactOf = (values: { name: string; last_name: string; email: string; phone: string; postcode: string }) => ({
  name: values.name,
  lastName: values.last_name,
  email: values.email,
  phone: values.phone,
  postcode: values.postcode,
})

describe('the storefront’s lead forms and the CMS’s intake contract', () => {
  it('agree: every enquiry the form accepts is a lead the intake accepts', () => {
    const values = fc.record({ contact: contactValues, message: fc.oneof(anyText(2100), fc.constant(undefined)) })
    fc.assert(
      fc.property(values, ({ contact, message }) => {
        const form = enquirySchema.safeParse({ ...contact, message })
        if (!form.success) return true
        const intake = leadIntakeSchema.safeParse(intakeOf({ ...contactOf(form.data), message: form.data.message || null }))
        return intake.success || expect.fail(JSON.stringify(intake.error.issues))
      }),
      { numRuns: 3000 },
    )
  })

  it('agree on the full contact form: comments and registration too', () => {
    const schema = contactFormSchema({ commentsRequired: false, showCategory: false, locationIds: [], dealershipIds: [] })
    const values = fc.record({ contact: contactValues, comments: anyText(2100), rego: fc.oneof(fc.stringMatching(/^[a-zA-Z0-9 -]{0,12}$/), anyText(12)) })
    fc.assert(
      fc.property(values, ({ contact, comments, rego }) => {
        const form = schema.safeParse({ ...contact, comments, rego })
        if (!form.success) return true
        const lead = { ...contactOf(form.data), form: 'contact' as const, message: form.data.comments || null, rego: form.data.rego || null }
        const intake = leadIntakeSchema.safeParse(intakeOf(lead))
        return intake.success || expect.fail(JSON.stringify(intake.error.issues))
      }),
      { numRuns: 3000 },
    )
  })

  it('refuse the same email addresses, with the form’s own message', () => {
    const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(54)}.com.au`
    const contact = { name: 'Mia', last_name: 'Nguyen', phone: '0412 345 678', postcode: '4163' }
    expect(enquirySchema.safeParse({ ...contact, email: longest }).success).toBe(true)
    expect(leadIntakeSchema.safeParse(intakeOf({ email: longest })).success).toBe(true)
    for (const email of [`a${longest}`, 'mia@example-.com']) {
      const form = enquirySchema.safeParse({ ...contact, email })
      expect(form.error?.issues.map((issue) => issue.message)).toEqual([
        email.length > 254 ? 'Your email address can be at most 254 characters.' : 'Please enter a valid email address.',
      ])
      expect(leadIntakeSchema.safeParse(intakeOf({ email })).success).toBe(false)
    }
  })
})

describe('a lead’s context', () => {
  it('is clipped to what the CMS keeps, never refused, however long', () => {
    const context = fc.record({
      url: anyText(5000),
      userAgent: anyText(3000),
      visitedPages: fc.array(anyText(3000), { maxLength: 60 }),
      linkedQueryParams: fc.dictionary(anyText(300), anyText(1500), { maxKeys: 30 }),
    })
    fc.assert(
      fc.property(context, (sent) => {
        const kept = leadIntakeSchema.parse(intakeOf(sent)).lead
        expect(kept.url.length).toBeLessThanOrEqual(LEAD_CONTEXT_LIMITS.url)
        expect(kept.userAgent.length).toBeLessThanOrEqual(LEAD_CONTEXT_LIMITS.userAgent)
        expect(kept.visitedPages.length).toBeLessThanOrEqual(LEAD_CONTEXT_LIMITS.visitedPages)
        for (const page of kept.visitedPages) expect(page.length).toBeLessThanOrEqual(LEAD_CONTEXT_LIMITS.visitedPage)
        const params = Object.entries(kept.linkedQueryParams)
        expect(params.length).toBeLessThanOrEqual(LEAD_CONTEXT_LIMITS.queryParams)
        for (const [key, value] of params) {
          expect(key.length).toBeLessThanOrEqual(LEAD_CONTEXT_LIMITS.queryParamKey)
          expect(value.length).toBeLessThanOrEqual(LEAD_CONTEXT_LIMITS.queryParamValue)
        }
      }),
      { numRuns: 500 },
    )
  })

  it('keeps the start of a long Referer and campaign value, and the latest pages, and never splits an emoji', () => {
    const referer = `https://southern-cross.example/used-cars/x?utm_campaign=${'c'.repeat(3000)}`
    const kept = leadContextSchema.parse({
      url: referer,
      userAgent: `${'u'.repeat(999)}🚗`,
      visitedPages: Array.from({ length: 55 }, (_, index) => `/page-${index}`),
      linkedQueryParams: { utm_campaign: 'c'.repeat(3000) },
    })
    expect(kept.url).toBe(referer.slice(0, 2000))
    expect(kept.userAgent).toBe('u'.repeat(999))
    expect(kept.visitedPages).toHaveLength(50)
    expect(kept.visitedPages[49]).toBe('/page-54')
    expect(kept.linkedQueryParams.utm_campaign).toHaveLength(500)
  })
})
