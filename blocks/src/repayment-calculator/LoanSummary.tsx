import { formatCents } from '@dealer/stock/format'
import type { LoanTotals, YearOfLoan } from '@dealer/stock/repayment'
import { useId } from 'react'
import { dollars } from './labels'

/**
 * Both calculators' totals (total payable, total interest, fees) and a small chart of the principal and interest
 * each year of the term repays: inline SVG, no chart library. The chart is one image with its numbers in its
 * description; the same totals are text beside it.
 */
export function LoanSummary({ totals, years, balloon }: { totals: LoanTotals; years: YearOfLoan[]; balloon: number }) {
  return (
    <div className="loan-summary">
      <dl className="loan-summary__totals">
        <div>
          <dt>Total payable</dt>
          <dd>{formatCents(totals.totalPayable)}</dd>
        </div>
        <div>
          <dt>Total interest</dt>
          <dd>{formatCents(totals.totalInterest)}</dd>
        </div>
        <div>
          <dt>Amount financed</dt>
          <dd>{formatCents(totals.amountFinanced)}</dd>
        </div>
        {totals.accountFees > 0 ? (
          <div>
            <dt>Account fees</dt>
            <dd>{formatCents(totals.accountFees)}</dd>
          </div>
        ) : null}
      </dl>
      {years.length > 0 ? <RepaymentChart years={years} balloon={balloon} /> : null}
    </div>
  )
}

const WIDTH = 320
const HEIGHT = 120
const AXIS = 16

/** Stacked bars, one per year: principal below, interest above, scaled to the largest year. */
function RepaymentChart({ years, balloon }: { years: YearOfLoan[]; balloon: number }) {
  const id = useId()
  const largest = Math.max(...years.map((year) => year.principal + year.interest), 1)
  const slot = WIDTH / years.length
  const bar = Math.max(4, slot * 0.6)
  const scale = (amount: number) => (Math.max(0, amount) / largest) * (HEIGHT - AXIS - 4)
  const description = `${years
    .map((year) => `Year ${year.year}: ${dollars(year.principal)} principal, ${dollars(year.interest)} interest`)
    .join('; ')}${balloon > 0 ? `; then a final payment of ${dollars(balloon)}` : ''}.`
  return (
    <figure className="loan-summary__chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} focusable="false">
        <title id={`${id}-title`}>Principal and interest repaid each year</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {years.map((year, index) => {
          const x = index * slot + (slot - bar) / 2
          const principal = scale(year.principal)
          const interest = scale(year.interest)
          const base = HEIGHT - AXIS
          return (
            <g key={year.year}>
              <rect className="loan-summary__principal" x={x} y={base - principal} width={bar} height={principal} />
              <rect className="loan-summary__interest" x={x} y={base - principal - interest} width={bar} height={interest} />
              <text x={x + bar / 2} y={HEIGHT - 4} textAnchor="middle" aria-hidden="true">
                {year.year}
              </text>
            </g>
          )
        })}
      </svg>
      <figcaption className="loan-summary__legend" aria-hidden="true">
        <span className="loan-summary__key loan-summary__key--principal">Principal</span>{' '}
        <span className="loan-summary__key loan-summary__key--interest">Interest</span> by year
      </figcaption>
    </figure>
  )
}
