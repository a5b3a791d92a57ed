import { describe, expect, it } from 'vitest'
import { financePageHref, parseFinanceQuery, preApprovalStart } from './finance-query'

const query = (search: string) => parseFinanceQuery(new URLSearchParams(search))

describe('parseFinanceQuery', () => {
  it('reads every parameter spec 001 §2 names', () => {
    expect(
      query(
        'car_id=abc123&vin=JTMBFREV30D123456&nvic=0BX319&year=2021&preferredDealership=bayside-toyota-cleveland&car_type=used&vehiclePriceBudget=25990&loanTerm=3&selfAssessedCreditScore=DECENT&whoIsHelping=salesperson',
      ),
    ).toEqual({
      carId: 'abc123',
      vin: 'JTMBFREV30D123456',
      nvic: '0BX319',
      year: 2021,
      preferredDealership: 'bayside-toyota-cleveland',
      carType: 'used',
      amount: 25990,
      term: 3,
      selfAssessedCreditScore: 'DECENT',
      whoIsHelping: 'salesperson',
    })
  })

  it('takes price when vehiclePriceBudget is missing or not a number, and credit_score when selfAssessedCreditScore is', () => {
    expect(query('price=41000&credit_score=POOR')).toMatchObject({ amount: 41000, selfAssessedCreditScore: 'POOR' })
    expect(query('vehiclePriceBudget=lots&price=41000')).toMatchObject({ amount: 41000 })
    expect(query('vehiclePriceBudget=18000&price=41000')).toMatchObject({ amount: 18000 })
    expect(query('selfAssessedCreditScore=great')).toMatchObject({ selfAssessedCreditScore: 'GREAT' })
  })

  it('reads money as people write it', () => {
    expect(query('vehiclePriceBudget=%2425%2C990.50').amount).toBe(25990.5)
    expect(query('vehiclePriceBudget=25,990').amount).toBe(25990)
  })

  it('falls back on garbage, never throws', () => {
    expect(query('car_id=&vin=%20%20&year=21st&vehiclePriceBudget=-5&loanTerm=forever&selfAssessedCreditScore=AMAZING&whoIsHelping=mum')).toEqual({
      carId: null,
      vin: null,
      nvic: null,
      year: null,
      preferredDealership: null,
      carType: null,
      amount: null,
      term: null,
      selfAssessedCreditScore: 'GREAT',
      whoIsHelping: 'nobody',
    })
    expect(query(`car_id=${'x'.repeat(101)}&year=1800`)).toMatchObject({ carId: null, year: null })
    expect(query('vehiclePriceBudget=1e400').amount).toBeNull()
  })
})

describe('preApprovalStart', () => {
  it("starts at 30000 over 5 years with GREAT credit when nothing is known, else the car's price", () => {
    expect(preApprovalStart(query(''), null)).toEqual({ amount: 30000, term: 5, selfAssessedCreditScore: 'GREAT', whoIsHelping: 'nobody' })
    expect(preApprovalStart(query(''), 45990).amount).toBe(45990)
    // A car without a price ($0 placeholder) starts at the default.
    expect(preApprovalStart(query(''), 0).amount).toBe(30000)
  })

  it("prefers the query's amount and term to the car's, clamped to 10000–200000 and 1–7 years", () => {
    expect(preApprovalStart(query('vehiclePriceBudget=18000&loanTerm=3'), 45990)).toMatchObject({ amount: 18000, term: 3 })
    expect(preApprovalStart(query('vehiclePriceBudget=2500&loanTerm=0'), null)).toMatchObject({ amount: 10000, term: 1 })
    expect(preApprovalStart(query('price=950000&loanTerm=30'), null)).toMatchObject({ amount: 200000, term: 7 })
    expect(preApprovalStart(query('loanTerm=4.6'), 1_000_000)).toMatchObject({ amount: 200000, term: 5 })
  })
})

describe('financePageHref', () => {
  const car = { objectID: 'bt-123', price: 25990, car_type: 'used', dealership_slug: 'bayside-toyota-cleveland', vin: 'JTM123' }

  it('carries preferredDealership, vehiclePriceBudget, car_id, car_type and vin to #finance-form, and the page reads them back', () => {
    const href = financePageHref(car, { personalisedByNvic: false })
    expect(href).toBe('/finance?car_id=bt-123&vehiclePriceBudget=25990&car_type=used&preferredDealership=bayside-toyota-cleveland&vin=JTM123#finance-form')
    const url = new URL(href, 'http://localhost')
    expect(parseFinanceQuery(url.searchParams)).toMatchObject({
      carId: 'bt-123',
      vin: 'JTM123',
      preferredDealership: 'bayside-toyota-cleveland',
      carType: 'used',
      amount: 25990,
    })
  })

  it('budgets what the car sells for: its offer price when it has one', () => {
    expect(financePageHref({ ...car, offer_price: 24_490 }, { personalisedByNvic: false })).toContain('vehiclePriceBudget=24490&')
    expect(financePageHref({ ...car, offer_price: null }, { personalisedByNvic: false })).toContain('vehiclePriceBudget=25990&')
  })

  it('leaves vin out when the car has none', () => {
    expect(financePageHref({ ...car, vin: null }, { personalisedByNvic: false })).not.toContain('vin=')
  })

  it('sends a car with an NVIC to /personalised/finance only where the site says so', () => {
    expect(financePageHref({ ...car, nvic: '0BX319' }, { personalisedByNvic: true })).toBe('/personalised/finance?car_id=bt-123')
    expect(financePageHref({ ...car, nvic: '0BX319' }, { personalisedByNvic: false })).toMatch(/^\/finance\?/)
    expect(financePageHref({ ...car, nvic: ' ' }, { personalisedByNvic: true })).toMatch(/^\/finance\?/)
    expect(financePageHref({ ...car, nvic: null }, { personalisedByNvic: true })).toMatch(/^\/finance\?/)
  })
})
