// @vitest-environment jsdom
import type { RepaymentCalculatorBlock } from '@dealer/cms-contract'
import { repayment } from '@dealer/stock/repayment'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import RepaymentCalculator from './Component'
import type { RepaymentCalculatorData } from './data'

afterEach(cleanup)

const disclaimer = `Based on a 5 year term, a 10% deposit and a 30% final payment. ${'Fees and charges apply. '.repeat(12)}`.trim()
const block: RepaymentCalculatorBlock = { blockType: 'repaymentCalculator', heading: 'Estimate your repayments', intro: 'Slide to see.' }
const data: RepaymentCalculatorData = {
  price: { min: 1_000, max: 250_000, step: 500 },
  amount: { min: 0, max: 250_000, step: 500 },
  term: { min: 1, max: 7, step: 0.5 },
  interest: { min: 0.5, max: 15, step: 0.5 },
  defaults: { price: 30_000, years: 5, ratePercent: 10 },
  fees: { establishment: 395, securityRegistration: 6, agency: 912.25, monthlyAccount: 8 },
  rounding: 'up',
  lender: { name: 'Southern Cross Finance', comparisonRate: 8.38 },
  disclaimer,
}
const payment = () => document.querySelector('.block-repayment-calculator__payment')?.textContent
const message = () => document.querySelector('.block-repayment-calculator__message')?.textContent
const loan = { price: 30_000, deposit: 0, financedFees: 1_313.25, ratePercent: 10, years: 5, balloon: 0, frequency: 'weekly' as const, rounding: 'up' as const }

describe('RepaymentCalculator', () => {
  it('is the #finance-calculator anchor, and repays price − deposit + financed fees, less the discounted residual', () => {
    render(<RepaymentCalculator block={block} data={data} />)
    expect(screen.getByRole('region', { name: 'Estimate your repayments' }).id).toBe('finance-calculator')
    expect(payment()).toBe(`$${repayment(loan)}`)
    fireEvent.change(screen.getByRole('slider', { name: 'Deposit or trade-in' }), { target: { value: '5000' } })
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Residual (balloon) payment' }), { target: { value: '9000' } })
    fireEvent.click(screen.getByRole('radio', { name: 'Monthly' }))
    expect(payment()).toBe(`$${repayment({ ...loan, deposit: 5_000, balloon: 9_000, frequency: 'monthly' })}`)
    expect(screen.getByText(/per month/)).toBeTruthy()
    expect(screen.getByText(/\$1,313 of fees financed; plus a \$8 monthly account fee/)).toBeTruthy()
  })

  it('speaks each slider in its own units', () => {
    render(<RepaymentCalculator block={block} data={data} />)
    expect(screen.getByRole('slider', { name: 'Purchase price' }).getAttribute('aria-valuetext')).toBe('$30,000')
    expect(screen.getByRole('slider', { name: 'Loan term' }).getAttribute('aria-valuetext')).toBe('5 years')
    expect(screen.getByRole('slider', { name: 'Interest rate (p.a.)' }).getAttribute('aria-valuetext')).toBe('10%')
  })

  it('says "Cannot be less than $1,000 or more than $250,000" at or outside the bounds, and clamps the typed price on leaving', () => {
    render(<RepaymentCalculator block={block} data={data} />)
    const price = screen.getByRole('spinbutton', { name: 'Purchase price' })
    expect(message()).toBe('')
    fireEvent.change(price, { target: { value: '300000' } })
    expect(message()).toBe('Cannot be less than $1,000 or more than $250,000')
    expect(payment()).toBe(`$${repayment({ ...loan, price: 250_000 }).toLocaleString('en-AU')}`)
    fireEvent.blur(price)
    expect((price as HTMLInputElement).value).toBe('250000')
    expect(message()).toBe('Cannot be less than $1,000 or more than $250,000')
    fireEvent.change(price, { target: { value: '45000' } })
    expect(message()).toBe('')
    fireEvent.change(screen.getByRole('slider', { name: 'Purchase price' }), { target: { value: '1000' } })
    expect(message()).toBe('Cannot be less than $1,000 or more than $250,000')
  })

  it("words the message with the lender's or site's $5,000 minimum", () => {
    render(<RepaymentCalculator block={block} data={{ ...data, price: { ...data.price, min: 5_000 } }} />)
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Purchase price' }), { target: { value: '4000' } })
    expect(message()).toBe('Cannot be less than $5,000 or more than $250,000')
  })

  it('says Enquire for Finance when the repayment is $25 or less', () => {
    render(<RepaymentCalculator block={block} data={{ ...data, fees: { establishment: 0, securityRegistration: 0, agency: 0, monthlyAccount: 0 } }} />)
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Deposit or trade-in' }), { target: { value: '29000' } })
    expect(payment()).toBe('Enquire for Finance')
    expect(screen.queryByText('Total payable')).toBeNull()
  })

  it('shows the disclaimer expanded, cut at 197 characters on Show Less, whole again on Show More', () => {
    render(<RepaymentCalculator block={block} data={data} />)
    const text = () => document.querySelector('#financeDisclaimer p')?.textContent ?? ''
    expect(text()).toBe(disclaimer)
    const less = screen.getByRole('button', { name: 'Show Less' })
    expect(less.getAttribute('aria-expanded')).toBe('true')
    fireEvent.click(less)
    expect(text().length).toBeLessThanOrEqual(198)
    expect(text().endsWith('…')).toBe(true)
    expect(screen.getByRole('button', { name: 'Show More' }).getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(screen.getByRole('button', { name: 'Show More' }))
    expect(text()).toBe(disclaimer)
  })

  it('shows the totals and a chart whose description has every year', () => {
    render(<RepaymentCalculator block={block} data={data} />)
    const weekly = repayment(loan)
    const cents = (value: number) => `$${value.toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
    expect(screen.getByText('Total payable').nextElementSibling?.textContent).toBe(cents(weekly * 260 + 8 * 60))
    expect(screen.getByText('Total interest').nextElementSibling?.textContent).toBe(cents(weekly * 260 - 31_313.25))
    const description = screen.getByRole('img', { name: /Principal and interest repaid each year/ }).querySelector('desc')?.textContent ?? ''
    expect(description.match(/Year \d/g)).toEqual(['Year 1', 'Year 2', 'Year 3', 'Year 4', 'Year 5'])
  })
})
