import { describe, expect, it } from 'vitest'
import { financePageHref, parseFinanceQuery, preApprovalStart, queryVehicle, queryWithPostedVehicle, vehicleFields, vehicleRows } from './finance-query'

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

describe('the vehicle parameters: vin, nvic, year, car_type', () => {
  const now = new Date('2026-11-30T00:00:00Z')
  const at = (search: string) => parseFinanceQuery(new URLSearchParams(search), now)

  it('keeps a 17-character VIN of letters and digits without I, O or Q, upper-cased', () => {
    expect(at('vin=jtmbfrev30d123456').vin).toBe('JTMBFREV30D123456')
    expect(at('vin=%20JTMBFREV30D123456%20').vin).toBe('JTMBFREV30D123456')
    expect(at('vin=JTMBFREV30D12345').vin).toBeNull() // 16
    expect(at('vin=JTMBFREV30D1234567').vin).toBeNull() // 18
    expect(at('vin=JTMBFREV30D12345O').vin).toBeNull() // O
    expect(at('vin=ITMBFREV30D123456').vin).toBeNull() // I
    expect(at('vin=QTMBFREV30D123456').vin).toBeNull() // Q
    expect(at('vin=JTMBFREV30D-23456').vin).toBeNull()
  })

  it('keeps an NVIC of 4 to 10 letters and digits, upper-cased', () => {
    expect(at('nvic=0bx319').nvic).toBe('0BX319')
    expect(at('nvic=0B').nvic).toBeNull()
    expect(at('nvic=0BX3%3Cb%3E').nvic).toBeNull()
    expect(at(`nvic=${'A'.repeat(11)}`).nvic).toBeNull()
  })

  it('keeps a four-digit year from 1900 to next year', () => {
    expect(at('year=2019').year).toBe(2019)
    expect(at('year=2027').year).toBe(2027)
    expect(at('year=2028').year).toBeNull()
    expect(at('year=1899').year).toBeNull()
    expect(at('year=19').year).toBeNull()
    expect(at('year=2019.0').year).toBeNull()
    expect(at('year=02019').year).toBeNull()
  })

  it('keeps a car_type of new, used or demo in any case', () => {
    expect(at('car_type=new').carType).toBe('new')
    expect(at('car_type=Used').carType).toBe('used')
    expect(at('car_type=DEMO').carType).toBe('demo')
    expect(at('car_type=new-and-demo').carType).toBeNull()
    expect(at('car_type=caravan').carType).toBeNull()
  })

  it('describes the car when the address names any of them, else none', () => {
    expect(queryVehicle(at('vin=JTMBFREV30D123456&year=2019&car_type=used'))).toEqual({ vin: 'JTMBFREV30D123456', nvic: null, year: 2019, carType: 'used' })
    expect(queryVehicle(at('vin=nope&year=abc&car_type=boat'))).toBeNull()
    expect(queryVehicle(at('vehiclePriceBudget=25000'))).toBeNull()
  })

  it('lists the car for the shopper and carries it in hidden fields under the query names', () => {
    const vehicle = queryVehicle(at('vin=JTMBFREV30D123456&nvic=0BX319&year=2019&car_type=demo'))
    expect(vehicleRows(vehicle)).toEqual([
      ['Condition', 'Demo'],
      ['Year', '2019'],
      ['VIN', 'JTMBFREV30D123456'],
      ['NVIC', '0BX319'],
    ])
    expect(vehicleFields(vehicle)).toEqual([
      ['vin', 'JTMBFREV30D123456'],
      ['nvic', '0BX319'],
      ['year', '2019'],
      ['car_type', 'demo'],
    ])
    expect(vehicleRows(queryVehicle(at('year=2019')))).toEqual([['Year', '2019']])
    expect(vehicleFields(null)).toEqual([])
  })

  it("reads the posted hidden fields back where the post's address has none, the address's first", () => {
    const posted = new URLSearchParams(vehicleFields({ vin: 'JTMBFREV30D123456', nvic: null, year: 2019, carType: 'used' }))
    expect(queryVehicle(parseFinanceQuery(queryWithPostedVehicle(new URLSearchParams(''), posted), now))).toEqual({
      vin: 'JTMBFREV30D123456',
      nvic: null,
      year: 2019,
      carType: 'used',
    })
    const merged = parseFinanceQuery(queryWithPostedVehicle(new URLSearchParams('year=2021&car_id=abc'), posted), now)
    expect(merged).toMatchObject({ year: 2021, carType: 'used', carId: 'abc' })
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
  const car = { objectID: 'bt-123', price: 25990, car_type: 'used', dealership_slug: 'bayside-toyota-cleveland', vin: 'JTMBFREV30D123456' }

  it('carries preferredDealership, vehiclePriceBudget, car_id, car_type and vin to #finance-form, and the page reads them back', () => {
    const href = financePageHref(car, { personalisedByNvic: false })
    expect(href).toBe(
      '/finance?car_id=bt-123&vehiclePriceBudget=25990&car_type=used&preferredDealership=bayside-toyota-cleveland&vin=JTMBFREV30D123456#finance-form',
    )
    const url = new URL(href, 'http://localhost')
    expect(parseFinanceQuery(url.searchParams)).toMatchObject({
      carId: 'bt-123',
      vin: 'JTMBFREV30D123456',
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
