import { describe, expect, it } from 'vitest'
import { adfDocument, financeLines, leadComments, tradeInLines } from './adf'

const lead = {
  id: 42,
  createdAt: '2026-11-23T01:30:00.000Z',
  category: 'Vehicle Enquiry',
  subcategory: 'Enquire Now',
  name: 'Ava',
  lastName: "O'Brien & Sons",
  email: 'ava@example.com',
  phone: '0412345678',
  postcode: '4163',
  message: 'Is it <still> available?',
  bookingDate: null,
  rego: null,
  consent: true,
  url: 'http://bayside-toyota.localhost:3000/cars/2022-toyota-hilux',
  car: {
    id: 'c1',
    slug: '2022-toyota-hilux',
    stocknum: 'BT1001',
    name: '2022 Toyota HiLux SR5',
    carType: 'used',
    year: 2022,
    make: 'Toyota',
    model: 'HiLux',
    vin: 'JTF123',
    price: 52990,
  },
}

describe('adfDocument', () => {
  it('is an ADF 1.0 prospect with the vehicle, the customer and the dealership, escaped', () => {
    const xml = adfDocument(lead, { siteName: 'Bayside Toyota', dealershipName: 'Bayside Toyota Cleveland', locationName: null })
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<\?ADF VERSION="1.0"\?>/)
    expect(xml).toContain('<vehicle interest="buy" status="used">')
    expect(xml).toContain('<stock>BT1001</stock>')
    expect(xml).toContain('<price type="asking" currency="AUD">52990</price>')
    expect(xml).toContain('<name part="last">O\'Brien &amp; Sons</name>')
    expect(xml).toContain('<phone type="cellphone">+61412345678</phone>')
    expect(xml).toContain('<postalcode>4163</postalcode>')
    expect(xml).toContain('Is it &lt;still&gt; available?')
    expect(xml).toContain('<vendorname>Bayside Toyota Cleveland</vendorname>')
    expect(xml).toContain('<requestdate>2026-11-23T01:30:00.000Z</requestdate>')
  })

  it('leaves the vehicle out of a general enquiry', () => {
    const xml = adfDocument(
      { ...lead, car: {}, category: 'General Enquiry', subcategory: null },
      { siteName: 'Bayside Toyota', dealershipName: null, locationName: null },
    )
    expect(xml).not.toContain('<vehicle')
    expect(xml).toContain('<vendorname>Bayside Toyota</vendorname>')
  })
})

describe('leadComments', () => {
  it('adds the booking time in Brisbane time as dd/mm/yyyy, and the enquiry type', () => {
    const comments = leadComments({ ...lead, message: '', bookingDate: '2026-11-24T00:00:00.000Z', subcategory: null, category: 'Test Drive' })
    expect(comments).toContain('Preferred test-drive time: 24/11/2026, 10:00 am')
    expect(comments).toContain('Enquiry: Test Drive')
  })
})

describe('a finance lead', () => {
  const finance = {
    amount: 30_000,
    term: 5,
    selfAssessedCreditScore: 'DECENT' as const,
    whoIsHelping: 'salesperson',
    weeklyRepaymentAmount: 150.25,
    monthlyRepaymentAmount: 650.58,
    advertisedRate: 10.99,
    comparisonRate: 11.88,
  }

  it('tells people the amount, term, credit history, who is helping and the quote', () => {
    expect(financeLines(finance)).toEqual([
      'Finance: $30,000.00 over 5 years',
      'Credit history: Decent',
      'Who is helping: A salesperson',
      'Quoted repayment: $150.25 a week ($650.58 a month)',
      'Quoted rate: 10.99% p.a. (comparison rate 11.88% p.a.)',
    ])
    expect(
      financeLines({ ...finance, term: 1, weeklyRepaymentAmount: null, monthlyRepaymentAmount: null, advertisedRate: null, comparisonRate: null }),
    ).toEqual(['Finance: $30,000.00 over 1 year', 'Credit history: Decent', 'Who is helping: A salesperson', 'Quoted rate: none (the quote failed)'])
    expect(financeLines(null)).toEqual([])
  })

  it('carries them in the ADF comments, and leaves the postal code out when the site asked for none', () => {
    const xml = adfDocument({ ...lead, car: undefined, postcode: null, finance }, { siteName: 'Bayside Toyota', dealershipName: null, locationName: null })
    expect(xml).toContain('Quoted repayment: $150.25 a week ($650.58 a month)')
    expect(xml).not.toContain('<postalcode>')
    expect(xml).toContain('<country>AU</country>')
  })
})

describe('a trade-in lead', () => {
  const tradeIn = {
    make: 'Toyota',
    model: 'HiLux',
    badge: 'SR5',
    year: 2022,
    km: 45_000,
    plate: 'TRADE1',
    state: 'QLD',
    serviceHistory: 'full' as const,
    damage: 'minor' as const,
    tyres: 'good' as const,
    accessories: true,
    financeOwing: false,
    outcome: 'estimate' as const,
    estimate: 38_500,
    low: 36_000,
    high: 41_000,
    confidence: 0.6,
    inspectReason: null,
    provider: 'built-in' as const,
  }

  it('lists the car, its answers and the estimate with its range for people, and whether the offer was accepted', () => {
    expect(tradeInLines(tradeIn, false)).toEqual([
      'Trade-in: 2022 Toyota HiLux SR5, 45,000 km',
      'Trade-in registration: TRADE1 (QLD)',
      'Condition: service history full, damage minor, tyres good, has accessories, no finance owing',
      'Trade-in valuation: $38,500 (range $36,000 to $41,000), built-in model',
    ])
    expect(tradeInLines(tradeIn, true).at(-1)).toBe('Offer accepted: Yes')
    expect(leadComments({ ...lead, car: {}, tradeIn })).toContain('Trade-in valuation: $38,500 (range $36,000 to $41,000)')
  })

  it('says why there is no number', () => {
    const inspect = { ...tradeIn, outcome: 'inspect' as const, estimate: null, low: null, high: null, inspectReason: 'over-age' as const, plate: null }
    expect(tradeInLines(inspect)).toContain('Trade-in valuation: none: inspect it and call (over 7 years old), built-in model')
    expect(tradeInLines(inspect)).toContain('Trade-in registration: not given (QLD)')
    expect(tradeInLines(null)).toEqual([])
  })

  it('is the ADF trade-in vehicle, with its odometer and appraisal', () => {
    const xml = adfDocument({ ...lead, car: {}, tradeIn }, { siteName: 'Bayside Toyota', dealershipName: null, locationName: null })
    expect(xml).toContain('<vehicle interest="trade-in" status="used">')
    expect(xml).toContain('<trim>SR5</trim>')
    expect(xml).toContain('<odometer status="original" units="km">45000</odometer>')
    expect(xml).toContain('<price type="appraisal" currency="AUD">38500</price>')
  })
})
