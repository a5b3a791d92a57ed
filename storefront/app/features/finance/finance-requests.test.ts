import { describe, expect, it } from 'vitest'
import { leadIntakeSchema } from '@dealer/cms-contract/lead-intake'
import { financeLeadSchema } from './finance-lead.server'
import { createCustomerSchema, quoteRequestSchema } from './finance-requests'

const quote = { selfAssessedCreditScore: 'GREAT', purchasePrice: 30_000, loanTerm: 5, year: 2021, vin: null, nvic: null, whoIsHelping: 'nobody' }

describe('the quote request', () => {
  it('clamps the amount to 10000–200000 and the term to 1–7 years, and takes digits as text', () => {
    expect(quoteRequestSchema.parse({ ...quote, purchasePrice: '500', loanTerm: 0 })).toMatchObject({ purchasePrice: 10_000, loanTerm: 1 })
    expect(quoteRequestSchema.parse({ ...quote, purchasePrice: 999_999, loanTerm: 12 })).toMatchObject({ purchasePrice: 200_000, loanTerm: 7 })
    expect(quoteRequestSchema.parse({ selfAssessedCreditScore: 'POOR', purchasePrice: 20_000, loanTerm: 3 })).toMatchObject({
      year: null,
      vin: null,
      nvic: null,
      whoIsHelping: 'nobody',
    })
  })

  it('names what is wrong', () => {
    const result = quoteRequestSchema.safeParse({ ...quote, selfAssessedCreditScore: 'GOOD', purchasePrice: '30k', year: 'new' })
    expect(result.success).toBe(false)
    const fields = result.error!.issues.map((issue) => issue.path.join('.'))
    expect(fields).toEqual(expect.arrayContaining(['selfAssessedCreditScore', 'purchasePrice', 'year']))
  })
})

describe('the create-customer request', () => {
  const body = {
    idempotencyKey: 'key-12345678',
    data: {
      nvic: null,
      vin: null,
      selfAssessedCreditScore: 'DECENT',
      purchasePrice: 30_000,
      year: null,
      loanTerm: 5,
      phoneNumber: '+61 412 345 678',
      firstName: 'Jo',
      lastName: 'Citizen',
      email: 'jo@example.com',
      subscribe: false,
      postCode: '',
    },
    additionalData: { idempotencyKey: 'lead-12345678' },
  }
  it('normalises the mobile, and asks for a postcode only where the site does', () => {
    expect(createCustomerSchema(false).parse(body).data).toMatchObject({ phoneNumber: '0412345678', postCode: null })
    expect(createCustomerSchema(true).safeParse(body).success).toBe(false)
    expect(createCustomerSchema(true).parse({ ...body, data: { ...body.data, postCode: '4000' } }).data.postCode).toBe('4000')
  })
})

describe('the finance lead', () => {
  const values = {
    amount: 45_000,
    term: 9,
    selfAssessedCreditScore: 'GREAT',
    whoIsHelping: 'finance-team',
    name: 'Jo',
    last_name: 'Citizen',
    email: 'jo@example.com',
    phone: '0412 345 678',
    postcode: '',
    subscribe: true,
  }
  it('is a lead the CMS intake takes, with the postcode left out only where the site asks for none', () => {
    expect(financeLeadSchema(true).safeParse(values).success).toBe(false)
    const parsed = financeLeadSchema(false).parse(values)
    expect(parsed).toMatchObject({ term: 7, postcode: '', phone: '0412345678' })
    const intake = leadIntakeSchema.safeParse({
      site: 'bayside-toyota',
      idempotencyKey: 'lead-12345678',
      lead: {
        form: 'finance',
        category: 'Finance',
        subcategory: 'Pre-approval',
        eventId: 22,
        eventName: 'Finance application',
        name: parsed.name,
        lastName: parsed.last_name,
        email: parsed.email,
        phone: parsed.phone,
        postcode: null,
        message: null,
        rego: null,
        bookingDate: null,
        consent: parsed.subscribe,
        dealershipId: null,
        locationId: null,
        car: null,
        finance: {
          amount: parsed.amount,
          term: parsed.term,
          selfAssessedCreditScore: parsed.selfAssessedCreditScore,
          whoIsHelping: parsed.whoIsHelping,
          weeklyRepaymentAmount: null,
          monthlyRepaymentAmount: null,
          advertisedRate: null,
          comparisonRate: null,
        },
        url: 'http://bayside-toyota.localhost/finance',
        userAgent: 'test',
        visitedPages: [],
        linkedQueryParams: {},
      },
    })
    expect(intake.success, JSON.stringify(intake.error?.issues)).toBe(true)
    // No other form may leave the postcode out, or carry an application.
    const lead = intake.data!.lead
    expect(leadIntakeSchema.safeParse({ ...intake.data, lead: { ...lead, form: 'contact' } }).success).toBe(false)
    expect(leadIntakeSchema.safeParse({ ...intake.data, lead: { ...lead, form: 'contact', postcode: '4000' } }).success).toBe(false)
    expect(leadIntakeSchema.safeParse({ ...intake.data, lead: { ...lead, form: 'contact', postcode: '4000', finance: null } }).success).toBe(true)
  })
})
