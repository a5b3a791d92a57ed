import { FinanceDisclaimer } from '@dealer/blocks/repayment-calculator/FinanceDisclaimer'
import { LoanSummary } from '@dealer/blocks/repayment-calculator/LoanSummary'
import { SliderField } from '@dealer/blocks/ui/SliderField'
import {
  clampToRange,
  ENQUIRE_FOR_FINANCE,
  financedFees,
  formatRepayment,
  loanTotals,
  repayment,
  showsRepayment,
  yearlyBreakdown,
  type LoanInput,
  type RepaymentFrequency,
} from '@dealer/stock/repayment'
import { useId, useRef, useState } from 'react'
import { sendBrowserEvent } from '../analytics/browser-events'
import { termFromSlider, termSlider, termSliderPosition } from './finance'
import type { FinanceView } from './vehicle-page.server'
import { CarLeadActions } from '../leads/CarLeadActions'
import { dollars, percent, repaymentPer, years } from '@dealer/blocks/repayment-calculator/labels'
import { FrequencyField } from '@dealer/blocks/repayment-calculator/FrequencyField'

export interface FinanceCalculatorProps {
  car: { objectID: string; slug: string; name: string }
  finance: FinanceView
  enquiryTitle: string
  terms: string | null
}

/**
 * The vehicle page's repayment calculator (spec 000 §4, spec 001 §4–§5): loan amount, term, interest and final
 * (balloon) payment on native range inputs within the site's and lender's bounds, repayments weekly, fortnightly or
 * monthly, the amortised payment with the lender's establishment fee, rounded as the site says. Its first use is
 * recorded (event 26). Loaded after the page's first paint: it is below the fold.
 */
export default function FinanceCalculator({ car, finance, enquiryTitle, terms }: FinanceCalculatorProps) {
  const { bounds, lender } = finance
  const [amount, setAmount] = useState(bounds.defaults.amount)
  const [term, setTerm] = useState(bounds.defaults.years)
  const [rate, setRate] = useState(bounds.defaults.ratePercent)
  const [balloon, setBalloon] = useState(0)
  const [frequency, setFrequency] = useState<RepaymentFrequency>('weekly')
  const used = useRef(false)
  const id = useId()
  const firstUse = () => {
    if (used.current) return
    used.current = true
    sendBrowserEvent('finance-calculator-used', car.objectID)
  }
  const fees = lender?.fees
  const loan: LoanInput = {
    price: amount,
    deposit: 0,
    financedFees: fees ? financedFees(fees) : 0,
    ratePercent: rate,
    years: term,
    balloon: (amount * balloon) / 100,
    frequency,
    rounding: finance.rounding,
  }
  const payment = repayment(loan)
  const totals = loanTotals(loan, payment, fees?.monthlyAccount ?? 0)
  const per = repaymentPer(frequency)
  const maxBalloon = lender?.maxBalloonPercent ?? 0
  return (
    <div className="finance-calculator" id="finance-calculator">
      <h3 id={`${id}-heading`}>Finance calculator</h3>
      <form className="finance-calculator__inputs" aria-labelledby={`${id}-heading`} onSubmit={(event) => event.preventDefault()} onInput={firstUse}>
        <SliderField
          className="finance-calculator__slider"
          label="Loan amount"
          value={amount}
          range={bounds.amount}
          valueText={dollars}
          onChange={(value) => setAmount(clampToRange(value, bounds.amount))}
        />
        <SliderField
          className="finance-calculator__slider"
          label="Loan term"
          value={termSliderPosition(bounds, term)}
          range={termSlider(bounds)}
          valueText={(position) => years(termFromSlider(bounds, position))}
          onChange={(position) => setTerm(termFromSlider(bounds, position))}
        />
        <SliderField
          className="finance-calculator__slider"
          label="Interest rate (p.a.)"
          value={rate}
          range={bounds.interest}
          valueText={percent}
          onChange={(value) => setRate(clampToRange(value, bounds.interest))}
        />
        {maxBalloon > 0 ? (
          <SliderField
            className="finance-calculator__slider"
            label="Final (balloon) payment (%)"
            value={balloon}
            range={{ min: 0, max: maxBalloon, step: 5 }}
            valueText={(value) => `${value}% (${dollars((amount * value) / 100)})`}
            onChange={(value) => setBalloon(clampToRange(value, { min: 0, max: maxBalloon }))}
          />
        ) : null}
        <FrequencyField name={`${id}-frequency`} className="finance-calculator__frequency" value={frequency} onChange={setFrequency} />
      </form>
      <div className="finance-calculator__result" aria-live="polite">
        {showsRepayment(payment) ? (
          <p>
            <strong className="finance-calculator__payment">{formatRepayment(payment, finance.rounding)}</strong> {per}
            <span className="finance-calculator__detail">
              {' '}
              over {years(term)}, {totals.repayments} repayments
            </span>
          </p>
        ) : (
          <p>
            <strong className="finance-calculator__payment">{ENQUIRE_FOR_FINANCE}</strong>
          </p>
        )}
        {lender?.comparisonRate != null ? (
          <p className="finance-calculator__detail">
            Comparison rate {percent(lender.comparisonRate)} p.a.
            {loan.financedFees > 0 ? `, fees of ${dollars(loan.financedFees)} included` : ''}
            {fees && fees.monthlyAccount > 0 ? `, plus a ${dollars(fees.monthlyAccount)} monthly account fee` : ''}
          </p>
        ) : null}
      </div>
      {showsRepayment(payment) ? <LoanSummary totals={totals} years={yearlyBreakdown(loan, payment)} balloon={loan.balloon} /> : null}
      <div className="finance-calculator__actions">
        <a className="button button--primary" href={finance.applyHref}>
          Get Finance Now
        </a>
        <div className="finance-calculator__quote">
          <CarLeadActions car={car} available enquiryTitle={enquiryTitle} terms={terms} variant="quote" />
        </div>
      </div>
      {lender?.disclaimer ? <FinanceDisclaimer text={lender.disclaimer} className="finance-calculator__disclaimer" /> : null}
    </div>
  )
}
