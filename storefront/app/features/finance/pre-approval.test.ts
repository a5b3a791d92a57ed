import { describe, expect, it } from 'vitest'
import { mobileProblem } from '../../ui/forms/contact-fields'
import { FINANCE_TEXTS, monthlyFromWeekly, WEEKS_PER_MONTH } from './finance-api'
import {
  amountFromText,
  applicationRequests,
  carriedFields,
  formFieldsOf,
  stateFromForm,
  codeProblem,
  digitsOnly,
  errorText,
  formatRate,
  initialState,
  isVerified,
  preApprovalReducer,
  quoteRequest,
  readQuote,
  stepProblems,
  yearsText,
  type PreApprovalAction,
  type PreApprovalState,
} from './pre-approval'

const start = { amount: 42_990, term: 5, selfAssessedCreditScore: 'GREAT', whoIsHelping: 'nobody' } as const
const withPostcode = preApprovalReducer({ postcodeRequired: true })
const withoutPostcode = preApprovalReducer({ postcodeRequired: false })
const run = (actions: PreApprovalAction[], reduce = withPostcode, state: PreApprovalState = initialState(start)) => actions.reduce(reduce, state)

const details: PreApprovalAction[] = [
  { type: 'text', field: 'name', value: 'Mia' },
  { type: 'text', field: 'last_name', value: 'Nguyen' },
  { type: 'text', field: 'email', value: 'mia@example.com' },
  { type: 'text', field: 'phone', value: '+61 412 345 678' },
  { type: 'text', field: 'postcode', value: '2150' },
]

describe('the purchase amount', () => {
  it('takes digits only (spec 001 §5)', () => {
    expect(digitsOnly('$45,000.50')).toBe('4500050')
    expect(digitsOnly('abc')).toBe('')
    expect(digitsOnly('007')).toBe('7')
  })

  it('is clamped to 10000–200000; an empty field is the default 30000', () => {
    expect(amountFromText('5')).toBe(10_000)
    expect(amountFromText('999999')).toBe(200_000)
    expect(amountFromText('45000')).toBe(45_000)
    expect(amountFromText('')).toBe(30_000)
  })

  it('asks for the quote with the clamped amount as it is typed, and shows it clamped once committed', () => {
    const typed = run([{ type: 'amount-typed', text: '5000' }])
    expect(typed.amountText).toBe('5000')
    expect(typed.values.amount).toBe(10_000)
    expect(run([{ type: 'amount-committed' }], withPostcode, typed).amountText).toBe('10000')
  })

  it('starts from the page’s values, clamped', () => {
    const state = initialState({ ...start, amount: 250_000, term: 9 })
    expect(state.values).toMatchObject({ amount: 200_000, term: 7, selfAssessedCreditScore: 'GREAT', subscribe: true })
    expect(state.amountText).toBe('200000')
  })
})

describe('the steps', () => {
  it('moves from Quick Estimate to Your Details with nothing to fix', () => {
    expect(run([{ type: 'next' }]).step).toBe(1)
  })

  it('keeps Your Details until every field is right, listing what is wrong', () => {
    const state = run([{ type: 'next' }, { type: 'next' }])
    expect(state.step).toBe(1)
    expect(state.errors).toEqual({
      name: 'Please enter your first name.',
      last_name: 'Please enter your last name.',
      email: 'Please enter your email address.',
      phone: 'This is a required field.',
      postcode: 'Invalid postcode. Please enter a 4-digit number.',
    })
  })

  it('clears a field’s message as it is fixed and leaves the others', () => {
    const state = run([{ type: 'next' }, { type: 'next' }, { type: 'text', field: 'name', value: 'Mia' }, { type: 'text', field: 'email', value: 'mia@' }])
    expect(state.errors.name).toBeUndefined()
    expect(state.errors.email).toBe('Please enter a valid email address.')
    expect(state.errors.phone).toBe('This is a required field.')
  })

  it('asks for a postcode only where the site does', () => {
    const state = run([{ type: 'next' }, ...details.slice(0, 4), { type: 'next' }], withoutPostcode)
    expect(state.step).toBe(2)
    expect(stepProblems(run([{ type: 'next' }, ...details.slice(0, 4)]), { postcodeRequired: true })).toEqual({
      postcode: 'Invalid postcode. Please enter a 4-digit number.',
    })
  })

  it('leaves Instant pre-approval only with the mobile verified; a right code moves on to Apply', () => {
    const atCode = run([{ type: 'next' }, ...details, { type: 'next' }])
    expect(atCode.step).toBe(2)
    const unsent = run([{ type: 'next' }], withPostcode, atCode)
    expect(unsent.step).toBe(2)
    expect(unsent.errors.code).toBe('This is a required field.')
    const sent = run([{ type: 'code-sent', phone: '0412345678' }, { type: 'text', field: 'code', value: '123456' }, { type: 'next' }], withPostcode, atCode)
    expect(sent.step).toBe(2)
    expect(sent.errors.code).toBe('Please verify the code first.')
    const verified = run([{ type: 'verified', phone: '0412345678' }], withPostcode, sent)
    expect(verified.step).toBe(3)
    expect(verified.errors).toEqual({})
    expect(isVerified(verified)).toBe(true)
  })

  it('needs a new code when the mobile changes after verifying', () => {
    const verified = run([
      { type: 'next' },
      ...details,
      { type: 'next' },
      { type: 'code-sent', phone: '0412345678' },
      { type: 'verified', phone: '0412345678' },
    ])
    const changed = run(
      [{ type: 'back' }, { type: 'back' }, { type: 'text', field: 'phone', value: '0498 765 432' }, { type: 'next' }, { type: 'next' }],
      withPostcode,
      verified,
    )
    expect(isVerified(changed)).toBe(false)
    expect(changed.step).toBe(2)
    expect(changed.errors.code).toBe('This is a required field.')
  })

  it('goes Back without checking, and never before the first step', () => {
    const state = run([{ type: 'next' }, { type: 'next' }, { type: 'back' }, { type: 'back' }])
    expect(state.step).toBe(0)
    expect(state.errors).toEqual({})
  })

  it('fills in only the empty contact fields from what the browser remembered', () => {
    const state = run([
      { type: 'text', field: 'name', value: 'Mia' },
      { type: 'remembered', contact: { name: 'Old', email: 'mia@example.com', phone: '' } },
    ])
    expect(state.values).toMatchObject({ name: 'Mia', email: 'mia@example.com', phone: '' })
  })

  it('shows a wrong code’s message under the code', () => {
    expect(run([{ type: 'problems', errors: { code: FINANCE_TEXTS.invalidCode } }]).errors).toEqual({ code: FINANCE_TEXTS.invalidCode })
  })
})

describe('field rules', () => {
  it('the mobile is required and Australian (spec 001 §5)', () => {
    expect(mobileProblem(' ')).toBe('This is a required field.')
    expect(mobileProblem('0212345678')).toBe('Please enter an Australian mobile number, e.g. 0412 345 678.')
    expect(mobileProblem('61412345678')).toBeNull()
  })

  it('the code is required and exactly 6 digits', () => {
    expect(codeProblem('')).toBe('This is a required field.')
    expect(codeProblem('12345')).toBe('Code must be 6 digits.')
    expect(codeProblem('1234567')).toBe('Code must be 6 digits.')
    expect(codeProblem('12a456')).toBe('Code must be 6 digits.')
    expect(codeProblem('123 456')).toBeNull()
  })
})

describe('the quote', () => {
  it('is asked for with the values and the car', () => {
    const state = run([
      { type: 'term', years: 3 },
      { type: 'credit-score', value: 'POOR' },
      { type: 'who-is-helping', value: 'salesperson' },
    ])
    expect(quoteRequest(state.values, { carId: 'c1', vin: 'VIN1', nvic: null, year: 2021 })).toEqual({
      selfAssessedCreditScore: 'POOR',
      purchasePrice: 42_990,
      loanTerm: 3,
      year: 2021,
      vin: 'VIN1',
      nvic: null,
      whoIsHelping: 'salesperson',
    })
    expect(quoteRequest(state.values, null)).toMatchObject({ year: null, vin: null, nvic: null })
  })

  it('is read only when all three numbers came back', () => {
    expect(readQuote({ weeklyRepaymentAmount: 150.2, advertisedRate: 8.5, comparisonRate: 9.1 })).toEqual({
      weeklyRepaymentAmount: 150.2,
      advertisedRate: 8.5,
      comparisonRate: 9.1,
    })
    expect(readQuote({ weeklyRepaymentAmount: 150.2, advertisedRate: null, comparisonRate: 9.1 })).toBeNull()
    expect(readQuote({ error: 'Failed' })).toBeNull()
    expect(readQuote(null)).toBeNull()
  })

  it('a failure says the answer’s error, else the spec’s text', () => {
    expect(errorText({ error: 'The broker is down' }, FINANCE_TEXTS.quoteFailed)).toBe('The broker is down')
    expect(errorText({ error: ' ' }, FINANCE_TEXTS.quoteFailed)).toBe('Failed to get YouX quick quote')
    expect(errorText(null, FINANCE_TEXTS.quoteFailed)).toBe('Failed to get YouX quick quote')
  })

  it('makes monthly weekly × 4.33, to the cent (spec 001 §4)', () => {
    expect(WEEKS_PER_MONTH).toBe(4.33)
    expect(monthlyFromWeekly(150)).toBe(649.5)
    expect(monthlyFromWeekly(123.45)).toBe(534.54)
  })

  it('shows rates with two decimals, terms in years', () => {
    expect(formatRate(8.38)).toBe('8.38% p.a.')
    expect(yearsText(1)).toBe('1 year')
    expect(yearsText(7)).toBe('7 years')
  })
})

describe('apply', () => {
  const filled = run([{ type: 'next' }, ...details, { type: 'text', field: 'name', value: '  Mia ' }])
  const car = { carId: 'c1', slug: '2021-toyota-corolla-c1', vin: 'VIN1', nvic: 'NV1', year: 2021 }
  const quote = { weeklyRepaymentAmount: 150, advertisedRate: 8.5, comparisonRate: 9.1 }

  it("carries the finance page address's car (no car of the site's) to the broker's customer, and names no car on the lead", () => {
    const { lead, customer } = applicationRequests({
      values: filled.values,
      car: { vin: 'JTMBFREV30D123456', nvic: '0BX319', year: 2019 },
      quote,
      idempotencyKey: 'key-12345678',
      website: '',
      visitedPages: [],
      preferredDealership: null,
    })
    expect(lead.car).toBeNull()
    expect(customer.data).toMatchObject({ vin: 'JTMBFREV30D123456', nvic: '0BX319', year: 2019 })
  })

  it('sends the lead and the broker’s customer with one key, the mobile in local form, the lead inside the customer', () => {
    const { lead, customer } = applicationRequests({
      values: filled.values,
      car,
      quote,
      idempotencyKey: 'key-12345678',
      website: '',
      visitedPages: ['/cars/x'],
      preferredDealership: 'bayside',
    })
    expect(lead).toEqual({
      form: 'finance',
      idempotencyKey: 'key-12345678',
      website: '',
      visitedPages: ['/cars/x'],
      car: '2021-toyota-corolla-c1',
      preferredDealership: 'bayside',
      values: {
        amount: 42_990,
        term: 5,
        selfAssessedCreditScore: 'GREAT',
        whoIsHelping: 'nobody',
        name: 'Mia',
        last_name: 'Nguyen',
        email: 'mia@example.com',
        phone: '0412345678',
        postcode: '2150',
        subscribe: true,
      },
      quote,
    })
    expect(customer).toEqual({
      idempotencyKey: 'key-12345678',
      data: {
        nvic: 'NV1',
        vin: 'VIN1',
        selfAssessedCreditScore: 'GREAT',
        purchasePrice: 42_990,
        year: 2021,
        loanTerm: 5,
        phoneNumber: '0412345678',
        firstName: 'Mia',
        lastName: 'Nguyen',
        email: 'mia@example.com',
        subscribe: true,
        postCode: '2150',
      },
      additionalData: lead,
    })
    expect('code' in lead.values).toBe(false)
  })
})

describe('the application as a form’s fields', () => {
  const rules = { postcodeRequired: true }
  const atCode = {
    ...run([{ type: 'next' }, ...details, { type: 'next' }, { type: 'term', years: 3 }, { type: 'credit-score', value: 'POOR' }]),
    codeSentTo: '0412345678',
  }

  it('reads back as it was written, at every step; the code never rides along', () => {
    for (const state of [initialState(start), run([{ type: 'next' }, ...details]), atCode, { ...atCode, step: 3 as const }]) {
      const fields = new URLSearchParams(formFieldsOf(state))
      expect(stateFromForm(fields, start, rules, null)).toEqual({ ...state, values: { ...state.values, code: '' }, verifiedPhone: null })
    }
  })

  it('each step posts its own inputs and carries the rest hidden', () => {
    const carried = new Map(carriedFields(atCode))
    expect(carried.get('term')).toBe('3')
    expect(carried.get('selfAssessedCreditScore')).toBe('POOR')
    expect(carried.get('phone')).toBe('+61 412 345 678')
    expect(carried.get('codeSentTo')).toBe('0412345678')
    expect(carried.has('code')).toBe(false)
  })

  it('verified is the session’s word, for the mobile on the form only; a changed hidden field counts for nothing', () => {
    const fields = new URLSearchParams(formFieldsOf(atCode))
    expect(stateFromForm(fields, start, rules, '0412345678').verifiedPhone).toBe('0412345678')
    expect(stateFromForm(fields, start, rules, '0499999999').verifiedPhone).toBeNull()
    fields.set('selfAssessedCreditScore', 'EXCELLENT')
    fields.set('amount', '5')
    fields.set('codeSentTo', '0499999999')
    const state = stateFromForm(fields, start, rules, null)
    expect(state.values.selfAssessedCreditScore).toBe('GREAT')
    expect(state.values.amount).toBe(10_000)
    expect(state.codeSentTo).toBeNull()
  })
})
