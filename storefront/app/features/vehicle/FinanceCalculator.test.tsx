// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { repayment } from '@dealer/stock/repayment'
import type { FinanceView } from './vehicle-page.server'
import FinanceCalculator from './FinanceCalculator'
import { captureBrowserEvents } from '../../../test-support/capture-browser-events'

const car = { objectID: '42', slug: '2022-toyota-hilux-sr5-t42', name: '2022 Toyota HiLux SR5' }
const disclaimer = `Based on a 5 year term, a 10% deposit and a 30% final payment. ${'Fees and charges apply. '.repeat(12)}`

function finance(overrides: Partial<FinanceView> = {}): FinanceView {
  return {
    provider: 'standard',
    rounding: 'dollar',
    bounds: {
      amount: { min: 1_000, max: 100_000, step: 500 },
      term: { min: 1, max: 7, step: 0.5 },
      termChoices: null,
      interest: { min: 0.5, max: 15, step: 0.5 },
      defaults: { amount: 30_000, years: 5, ratePercent: 8 },
    },
    lender: {
      name: 'Bayside Finance',
      advertisedRate: 8,
      comparisonRate: 8.38,
      fees: { establishment: 395, securityRegistration: 0, agency: 0, monthlyAccount: 0 },
      maxBalloonPercent: 30,
      disclaimer,
    },
    offer: null,
    lenderInfo: null,
    applyHref: '/finance?car_id=42#finance-form',
    ...overrides,
  }
}

let sent: Array<Record<string, unknown>> = []
beforeEach(() => {
  sent = captureBrowserEvents()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const payment = () => document.querySelector('.finance-calculator__payment')?.textContent

describe('FinanceCalculator', () => {
  it('shows the amortised repayment with the establishment fee, and changes it as the term moves', () => {
    render(<FinanceCalculator car={car} finance={finance()} enquiryTitle="Enquire Now" terms={null} />)
    const weekly = repayment({
      price: 30_000,
      deposit: 0,
      financedFees: 395,
      ratePercent: 8,
      years: 5,
      balloon: 0,
      frequency: 'weekly',
      rounding: 'dollar',
    })
    expect(payment()).toBe(`$${weekly}`)
    fireEvent.change(screen.getByRole('slider', { name: 'Loan term' }), { target: { value: '3' } })
    const shorter = repayment({
      price: 30_000,
      deposit: 0,
      financedFees: 395,
      ratePercent: 8,
      years: 3,
      balloon: 0,
      frequency: 'weekly',
      rounding: 'dollar',
    })
    expect(shorter).toBeGreaterThan(weekly)
    expect(payment()).toBe(`$${shorter}`)
    fireEvent.click(screen.getByRole('radio', { name: 'Monthly' }))
    expect(payment()).toBe(
      `$${repayment({ price: 30_000, deposit: 0, financedFees: 395, ratePercent: 8, years: 3, balloon: 0, frequency: 'monthly', rounding: 'dollar' }).toLocaleString('en-AU')}`,
    )
    expect(screen.getByText(/per month/)).toBeTruthy()
  })

  it('records its first use once (event 26)', () => {
    render(<FinanceCalculator car={car} finance={finance()} enquiryTitle="Enquire Now" terms={null} />)
    fireEvent.input(screen.getByRole('slider', { name: 'Loan amount' }), { target: { value: '20000' } })
    fireEvent.input(screen.getByRole('slider', { name: 'Interest rate (p.a.)' }), { target: { value: '9' } })
    expect(sent).toEqual([expect.objectContaining({ event: 'finance-calculator-used', carId: '42' })])
  })

  it('says Enquire for Finance when the repayment would be $25 or less', () => {
    render(
      <FinanceCalculator
        car={car}
        finance={finance({ bounds: { ...finance().bounds, defaults: { amount: 1_000, years: 7, ratePercent: 0.5 } }, lender: null })}
        enquiryTitle="Enquire Now"
        terms={null}
      />,
    )
    expect(payment()).toBe('Enquire for Finance')
  })

  it('shows the disclaimer in full at first, and cut at 197 characters on Show Less', () => {
    render(<FinanceCalculator car={car} finance={finance()} enquiryTitle="Enquire Now" terms={null} />)
    const text = () => document.querySelector('.finance-calculator__disclaimer p')?.textContent ?? ''
    expect(text()).toBe(disclaimer)
    fireEvent.click(screen.getByRole('button', { name: 'Show Less' }))
    expect(text().length).toBeLessThanOrEqual(198)
    expect(text().endsWith('…')).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Show More' }))
    expect(text()).toBe(disclaimer)
  })

  it('shows the total payable, the total interest and a chart of each year', () => {
    render(<FinanceCalculator car={car} finance={finance()} enquiryTitle="Enquire Now" terms={null} />)
    const loan = {
      price: 30_000,
      deposit: 0,
      financedFees: 395,
      ratePercent: 8,
      years: 5,
      balloon: 0,
      frequency: 'weekly' as const,
      rounding: 'dollar' as const,
    }
    const weekly = repayment(loan)
    const total = (weekly * 260).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    const interest = (weekly * 260 - 30_395).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    expect(screen.getByText('Total payable').nextElementSibling?.textContent).toBe(`$${total}`)
    expect(screen.getByText('Total interest').nextElementSibling?.textContent).toBe(`$${interest}`)
    const chart = screen.getByRole('img', { name: /Principal and interest repaid each year/ })
    expect(chart.querySelector('desc')?.textContent).toMatch(/^Year 1: \$[\d,]+ principal, \$[\d,]+ interest;.*Year 5: /)
  })

  it('moves over custom term choices when the site sets them', () => {
    render(
      <FinanceCalculator car={car} finance={finance({ bounds: { ...finance().bounds, termChoices: [1, 3, 5, 7] } })} enquiryTitle="Enquire Now" terms={null} />,
    )
    const term = screen.getByRole('slider', { name: 'Loan term' })
    expect(term.getAttribute('max')).toBe('3')
    expect(term.getAttribute('aria-valuetext')).toBe('5 years')
    fireEvent.change(term, { target: { value: '3' } })
    expect(screen.getByRole('slider', { name: 'Loan term' }).getAttribute('aria-valuetext')).toBe('7 years')
  })
})
