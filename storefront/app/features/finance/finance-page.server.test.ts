import type { RenderableBlock } from '@dealer/blocks'
import type { HeroBlock, SiteSetting } from '@dealer/cms-contract'
import type { StockYouxQuote } from '@dealer/stock/car'
import { listedCar, type ListedCar } from '@dealer/stock/car-summary'
import { describe, expect, it } from 'vitest'
import { DEFAULT_FINANCE_DISCLAIMER, DEFAULT_FINANCE_STEPS, loadFinancePage, PROMO_CAR_COUNT, type FinancePageReaders } from './finance-page.server'

const listing = { justArrivedDays: 8, justArrivedTag: 'Just Arrived', soldTag: 'Sold', noPriceText: 'Enquire for price', subscriptions: false }
const now = new Date('2026-11-24T00:00:00Z')

function car(
  id: string,
  extra: Partial<ListedCar> & { vin?: string | null; nvic?: string | null; subscription_price?: number; youxQuote?: StockYouxQuote | null } = {},
) {
  const summary = {
    objectID: id,
    slug: `2021-toyota-corolla-${id}`,
    name: `2021 Toyota Corolla ${id}`,
    year: 2021,
    make: 'Toyota',
    model: 'Corolla',
    badge: 'Ascent Sport',
    car_type: 'used' as const,
    status: 'in_stock' as const,
    tag: null,
    reserved: false,
    price: 25990,
    price_type: 'Drive Away',
    km: 42000,
    simple_body: 'Hatch',
    simple_transmission: 'Automatic' as const,
    stocknum: `S${id}`,
    primary_image_url: `/demo-photos/${id}.jpg`,
    vin: 'JTM123',
    dealership_slug: 'bayside-toyota-cleveland',
    ...extra,
  }
  return listedCar(summary, { ...listing, subscriptions: extra.subscription_price !== undefined }, now)
}

const hero: RenderableBlock = { type: 'hero', block: { blockType: 'hero', heading: 'Car finance', tone: 'brand', id: 'h' } as HeroBlock, data: null }
const intro = { type: 'richText', block: { blockType: 'richText', id: 'r', content: { root: {} } }, data: null } as unknown as RenderableBlock
const steps: RenderableBlock = { type: 'financeSteps', block: { ...DEFAULT_FINANCE_STEPS, id: 's', heading: 'Three steps to your car' }, data: null }

/** Readers that answer as a seeded site would unless the test says otherwise; each call is recorded. */
function fakeReaders(overrides: Partial<FinancePageReaders> = {}) {
  const calls: string[] = []
  const readers: FinancePageReaders = {
    siteName: 'Bayside Toyota',
    cmsPage: async () => (
      calls.push('cmsPage'),
      { title: 'Car finance | Bayside Toyota', description: 'Finance.', heading: null, blocks: [hero, intro, steps] }
    ),
    siteSettings: async () => null,
    lenderDisclaimer: async () => 'Our lender says so.',
    carById: async (id) => (calls.push(`carById:${id}`), id === 'bt-1' ? car('bt-1') : null),
    inStockUsedCars: async (limit) => (calls.push(`inStockUsedCars:${limit}`), Array.from({ length: limit }, (_, index) => car(`u${index}`))),
    usedCarsPath: () => '/search/used-cars',
    ...overrides,
  }
  return { readers, calls }
}

const load = (search: string, readers: FinancePageReaders) => loadFinancePage(readers, new URL(`http://bayside-toyota.localhost/finance${search}`))

describe('loadFinancePage', () => {
  it("without a car: the CMS page's blocks with its steps, the promo's six used cars, the form at its defaults and the lender's disclaimer", async () => {
    const { readers, calls } = fakeReaders()
    const page = await load('', readers)
    expect(page.title).toBe('Car finance | Bayside Toyota')
    expect(page.blocks.map((entry) => entry.type)).toEqual(['hero', 'richText', 'financeSteps'])
    expect(page.sideCard).toBeNull()
    expect(page.promo?.usedCarsPath).toBe('/search/used-cars')
    expect(page.promo?.cars).toHaveLength(PROMO_CAR_COUNT)
    expect(page.form).toEqual({
      car: null,
      vehicle: null,
      start: { amount: 30000, term: 5, selfAssessedCreditScore: 'GREAT', whoIsHelping: 'nobody' },
      postcodeRequired: true, // no settings: the CMS default
      preferredDealership: null,
    })
    expect(page.disclaimer).toBe('Our lender says so.')
    expect(calls).toContain(`inStockUsedCars:${PROMO_CAR_COUNT}`)
    expect(calls.some((call) => call.startsWith('carById'))).toBe(false)
  })

  it("with one of the site's cars: its side card and the form's car, no steps and no promo, the car's price to start", async () => {
    const { readers, calls } = fakeReaders({ siteSettings: async () => ({ finance: { postcodeRequired: true } }) as SiteSetting })
    const page = await load('?car_id=bt-1&car_type=used&loanTerm=3&credit_score=DECENT', readers)
    expect(page.sideCard?.name).toBe('2021 Toyota Corolla bt-1')
    expect(page.sideCard?.display.price).toMatchObject({ kind: 'price', text: '$25,990', priceType: 'Drive Away' })
    expect(page.blocks.map((entry) => entry.type)).toEqual(['hero', 'richText'])
    expect(page.promo).toBeNull()
    expect(page.form).toEqual({
      car: {
        carId: 'bt-1',
        slug: '2021-toyota-corolla-bt-1',
        name: '2021 Toyota Corolla bt-1',
        price: 25990,
        vin: 'JTM123',
        nvic: null,
        year: 2021,
        quote: null,
      },
      vehicle: null,
      start: { amount: 25990, term: 3, selfAssessedCreditScore: 'DECENT', whoIsHelping: 'nobody' },
      postcodeRequired: true,
      preferredDealership: 'bayside-toyota-cleveland',
    })
    expect(calls).not.toContain(`inStockUsedCars:${PROMO_CAR_COUNT}`)
  })

  it("shows a subscription car's weekly price on its side card", async () => {
    const { readers } = fakeReaders({ carById: async () => car('sub', { subscription_price: 189 }) })
    const page = await load('?car_id=sub', readers)
    expect(page.sideCard?.display.price).toEqual({ kind: 'subscription', amount: 189, text: '$189/week' })
  })

  it("treats an unknown (or another site's) car_id as no car: no side card, no 404, the steps and the promo", async () => {
    const { readers, calls } = fakeReaders()
    const page = await load('?car_id=someone-elses&vehiclePriceBudget=41000&preferredDealership=cleveland', readers)
    expect(calls).toContain('carById:someone-elses')
    expect(page.sideCard).toBeNull()
    expect(page.form.car).toBeNull()
    expect(page.form.start.amount).toBe(41000)
    expect(page.form.preferredDealership).toBe('cleveland')
    expect(page.blocks.map((entry) => entry.type)).toContain('financeSteps')
    expect(page.promo).not.toBeNull()
  })

  it('leaves the promo out where the site turned get-finance-now off, or has no used car in stock', async () => {
    const off = fakeReaders({ siteSettings: async () => ({ features: { getFinanceNow: false } }) as SiteSetting })
    expect((await load('', off.readers)).promo).toBeNull()
    expect(off.calls.some((call) => call.startsWith('inStockUsedCars'))).toBe(false)
    expect((await load('', fakeReaders({ inStockUsedCars: async () => [] }).readers)).promo).toBeNull()
  })

  it("without a finance page, or one with no steps, still has a heading, the default steps after the hero, and spec 001's disclaimer", async () => {
    const { readers } = fakeReaders({ cmsPage: async () => null, lenderDisclaimer: async () => null })
    const page = await load('', readers)
    expect(page.heading).toEqual({ text: 'Car finance', visible: true })
    expect(page.title).toBe('Car finance | Bayside Toyota')
    expect(page.blocks).toEqual([{ type: 'financeSteps', block: DEFAULT_FINANCE_STEPS, data: null }])
    expect(page.disclaimer).toBe(DEFAULT_FINANCE_DISCLAIMER)

    const noSteps = fakeReaders({ cmsPage: async () => ({ title: 'Finance', description: null, heading: null, blocks: [hero, intro] }) })
    expect((await load('', noSteps.readers)).blocks.map((entry) => entry.type)).toEqual(['hero', 'financeSteps', 'richText'])
  })

  it('leaves the disclaimer to a repayment calculator block on the page, so #financeDisclaimer is one element', async () => {
    const calculator = { type: 'repaymentCalculator', block: { blockType: 'repaymentCalculator', id: 'c' }, data: null } as unknown as RenderableBlock
    const { readers } = fakeReaders({ cmsPage: async () => ({ title: 'Finance', description: null, heading: null, blocks: [hero, steps, calculator] }) })
    expect((await load('', readers)).disclaimer).toBeNull()
  })

  it('never fails on garbage in the query', async () => {
    const { readers } = fakeReaders()
    const page = await load('?vehiclePriceBudget=%00%FF&loanTerm=-3&selfAssessedCreditScore=<script>&year=abc&car_id=', readers)
    expect(page.form.start).toEqual({ amount: 30000, term: 5, selfAssessedCreditScore: 'GREAT', whoIsHelping: 'nobody' })
  })

  it("without one of the site's cars: the address's vin, nvic, year and car_type describe the car; bad ones are dropped", async () => {
    const { readers } = fakeReaders()
    const page = await load('?vin=jtmbfrev30d123456&nvic=0BX319&year=2019&car_type=Used', readers)
    expect(page.form.car).toBeNull()
    expect(page.form.vehicle).toEqual({ vin: 'JTMBFREV30D123456', nvic: '0BX319', year: 2019, carType: 'used' })
    const bad = await load('?vin=NOT-A-VIN&nvic=%3Cscript%3E&year=3019&car_type=spaceship', readers)
    expect(bad.form.vehicle).toBeNull()
  })

  it("with one of the site's cars: the car's own VIN, NVIC and year, whatever the address says", async () => {
    const { readers } = fakeReaders({ carById: async () => car('bt-1', { vin: 'JTMBFREV30D123456', nvic: '0BX319' }) })
    const page = await load('?car_id=bt-1&vin=6T1BF3FK80X123456&nvic=ZZZZ99&year=2010&car_type=new', readers)
    expect(page.form.car).toMatchObject({ vin: 'JTMBFREV30D123456', nvic: '0BX319', year: 2021 })
    expect(page.form.vehicle).toBeNull()
  })

  it("on a YouX site the car's YouX quote goes with it, for the price it sells for over 5 years at GREAT; elsewhere none", async () => {
    const youxQuote = { weeklyRepaymentAmount: 123.45, advertisedRate: 8.99, comparisonRate: 9.61 }
    const offered = car('bt-1', { youxQuote, offer_price: 24490 })
    const youx = fakeReaders({ carById: async () => offered, siteSettings: async () => ({ features: { financeProvider: 'youx' } }) as SiteSetting })
    const page = await load('?car_id=bt-1', youx.readers)
    expect(page.form.car?.quote).toEqual({ ...youxQuote, amount: 24490, term: 5, selfAssessedCreditScore: 'GREAT' })
    expect(page.form.start.amount).toBe(24490)
    const standard = fakeReaders({ carById: async () => offered, siteSettings: async () => ({ features: { financeProvider: 'standard' } }) as SiteSetting })
    expect((await load('?car_id=bt-1', standard.readers)).form.car?.quote).toBeNull()
  })
})
