import type { FinanceLender, RepaymentCalculatorBlock, SiteSetting } from '@dealer/cms-contract'
import { describe, expect, it } from 'vitest'
import { fakeReaders } from '../../test-support/readers'
import { loadRepaymentCalculator } from './load.server'

const DISCLAIMER = 'Based on a 5 year term, a 10% deposit and a 30% final payment.'

function lender(id: number, overrides: Partial<FinanceLender> = {}): FinanceLender {
  return {
    id,
    name: `Lender ${id}`,
    isDefault: false,
    rates: { advertised: 8.99, comparison: 9.42 },
    fees: { establishment: 395, monthly: 10 },
    terms: {},
    disclaimer: DISCLAIMER,
    updatedAt: '2026-11-01T00:00:00.000Z',
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  }
}

const block: RepaymentCalculatorBlock = { blockType: 'repaymentCalculator', heading: 'Estimate your repayments' }
const siteDefault = lender(1, { isDefault: true, name: 'Bayside Finance' })
const angle = lender(2, {
  name: 'Angle Auto Finance',
  rates: { advertised: 9.49, comparison: 10.12, min: 7.5, max: 14.5 },
  fees: { establishment: 1_360.5, monthly: 8 },
  terms: { minPrice5000: true },
})
const settings = (calculator: Partial<NonNullable<SiteSetting['calculator']>>) => ({ calculator }) as SiteSetting

describe('loadRepaymentCalculator', () => {
  it("uses the site's default lender and the spec's defaults when the block names none", async () => {
    const { readers, calls } = fakeReaders({ cms: { financeLenders: async () => [angle, siteDefault] } })
    const data = await loadRepaymentCalculator(block, readers)
    expect(calls.map((call) => call.reader).sort()).toEqual(['cms.financeLenders', 'cms.siteSettings'])
    expect(data).toEqual({
      price: { min: 1_000, max: 250_000, step: 500 },
      amount: { min: 0, max: 250_000, step: 500 },
      term: { min: 1, max: 7, step: 0.5 },
      interest: { min: 0.5, max: 15, step: 0.5 },
      defaults: { price: 30_000, years: 5, ratePercent: 8.99 },
      fees: { establishment: 395, securityRegistration: 0, agency: 0, monthlyAccount: 10 },
      rounding: 'dollar',
      lender: { name: 'Bayside Finance', comparisonRate: 9.42 },
      disclaimer: DISCLAIMER,
    })
  })

  it("takes the chosen lender's rate range, fees and $5,000 minimum (Angle)", async () => {
    const { readers } = fakeReaders({ cms: { financeLenders: async () => [siteDefault, angle] } })
    const data = await loadRepaymentCalculator({ ...block, lender: angle }, readers)
    expect(data.price.min).toBe(5_000)
    expect(data.interest).toEqual({ min: 7.5, max: 14.5, step: 0.5 })
    expect(data.fees).toEqual({ establishment: 1_360.5, securityRegistration: 0, agency: 0, monthlyAccount: 8 })
    expect(data.lender?.name).toBe('Angle Auto Finance')
  })

  it("falls back to the default for a lender that isn't this site's (an id the scoped reader doesn't have)", async () => {
    const { readers } = fakeReaders({ cms: { financeLenders: async () => [siteDefault] } })
    expect((await loadRepaymentCalculator({ ...block, lender: 99 }, readers)).lender?.name).toBe('Bayside Finance')
  })

  it("uses the site's rate range, rounding and $5,000 minimum, clamping the starting rate into the range", async () => {
    const { readers } = fakeReaders({
      cms: {
        financeLenders: async () => [siteDefault],
        siteSettings: async () => settings({ interest: { default: 12, min: 9.95, max: 19.95, step: 0.5 }, rounding: 'up', minPrice5000: true }),
      },
    })
    const data = await loadRepaymentCalculator(block, readers)
    expect(data.interest).toEqual({ min: 9.95, max: 19.95, step: 0.5 })
    expect(data.defaults.ratePercent).toBe(9.95)
    expect(data.rounding).toBe('up')
    expect(data.price.min).toBe(5_000)
  })

  it("reads the whole site fee schedule, and prefers the block's own disclaimer", async () => {
    const scheduled = lender(3, { isDefault: true, fees: { establishment: 395, securityRegistration: 6, monthly: 8, agency: 912.25 } })
    const { readers } = fakeReaders({ cms: { financeLenders: async () => [scheduled] } })
    const data = await loadRepaymentCalculator({ ...block, disclaimer: '  Our own words.  ' }, readers)
    expect(data.fees).toEqual({ establishment: 395, securityRegistration: 6, agency: 912.25, monthlyAccount: 8 })
    expect(data.disclaimer).toBe('Our own words.')
  })

  it('works with no lender at all: no fees, no disclaimer, the site default rate', async () => {
    const { readers } = fakeReaders()
    const data = await loadRepaymentCalculator(block, readers)
    expect(data.lender).toBeNull()
    expect(data.fees).toEqual({ establishment: 0, securityRegistration: 0, agency: 0, monthlyAccount: 0 })
    expect(data.disclaimer).toBeNull()
    expect(data.defaults.ratePercent).toBe(10)
  })
})
