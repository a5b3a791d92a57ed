import type { RepaymentCalculatorBlock } from '@dealer/cms-contract'
import {
  atOrOutsideBounds,
  clampToRange,
  ENQUIRE_FOR_FINANCE,
  financedFees,
  formatRepayment,
  loanTotals,
  purchasePriceMessage,
  repayment,
  showsRepayment,
  yearlyBreakdown,
  type LoanInput,
  type RepaymentFrequency,
} from '@dealer/stock/repayment'
import { useId, useState } from 'react'
import { SliderField } from '../ui/SliderField'
import type { RepaymentCalculatorData } from './data'
import { FinanceDisclaimer } from './FinanceDisclaimer'
import { LoanSummary } from './LoanSummary'
import { dollars, percent, repaymentPer, years } from './labels'
import { FrequencyField } from './FrequencyField'

/**
 * Spec 001 §4, §5's repayment calculator block: price, deposit or trade-in, residual, term, rate and frequency, each a
 * slider with a number input; the repayment, its totals and a chart; the lender's disclaimer. It owns the page's
 * #finance-calculator anchor. Loaded on its own (the registry's lazy entry), so pages without it don't ship it.
 */
export default function RepaymentCalculator({ block, data }: { block: RepaymentCalculatorBlock; data: RepaymentCalculatorData }) {
  const id = useId()
  const [price, setPrice] = useState(data.defaults.price)
  const [deposit, setDeposit] = useState(0)
  const [balloon, setBalloon] = useState(0)
  const [term, setTerm] = useState(data.defaults.years)
  const [rate, setRate] = useState(data.defaults.ratePercent)
  const [frequency, setFrequency] = useState<RepaymentFrequency>('weekly')

  const loan: LoanInput = {
    price: clampToRange(price, data.price),
    deposit: clampToRange(deposit, data.amount),
    financedFees: financedFees(data.fees),
    ratePercent: clampToRange(rate, data.interest),
    years: clampToRange(term, data.term),
    balloon: clampToRange(balloon, data.amount),
    frequency,
    rounding: data.rounding,
  }
  const payment = repayment(loan)
  const shown = showsRepayment(payment)
  const totals = loanTotals(loan, payment, data.fees.monthlyAccount)
  const per = repaymentPer(frequency)
  const priceMessageId = `${id}-price-message`
  const fees = financedFees(data.fees)
  return (
    <section className="block-repayment-calculator" id="finance-calculator" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{block.heading}</h2>
      {block.intro ? <p className="block-repayment-calculator__intro">{block.intro}</p> : null}
      <div className="block-repayment-calculator__body">
        <form className="block-repayment-calculator__inputs" aria-labelledby={`${id}-heading`} onSubmit={(event) => event.preventDefault()}>
          <SliderField label="Purchase price" value={price} range={data.price} valueText={dollars} onChange={setPrice} describedBy={priceMessageId}>
            <p id={priceMessageId} className="block-repayment-calculator__message" aria-live="polite">
              {atOrOutsideBounds(price, data.price) ? purchasePriceMessage(data.price.min) : ''}
            </p>
          </SliderField>
          <SliderField label="Deposit or trade-in" value={deposit} range={data.amount} valueText={dollars} onChange={setDeposit} />
          <SliderField label="Residual (balloon) payment" value={balloon} range={data.amount} valueText={dollars} onChange={setBalloon} />
          <SliderField label="Loan term" value={term} range={data.term} valueText={years} onChange={setTerm} />
          <SliderField label="Interest rate (p.a.)" value={rate} range={data.interest} valueText={percent} onChange={setRate} />
          <FrequencyField name={`${id}-frequency`} className="block-repayment-calculator__frequency" value={frequency} onChange={setFrequency} />
        </form>
        <div className="block-repayment-calculator__result">
          <p aria-live="polite">
            {shown ? (
              <>
                <strong className="block-repayment-calculator__payment">{formatRepayment(payment, data.rounding)}</strong> {per}
                <span className="block-repayment-calculator__detail">
                  {' '}
                  over {years(loan.years)}, {totals.repayments} repayments
                </span>
              </>
            ) : (
              <strong className="block-repayment-calculator__payment">{ENQUIRE_FOR_FINANCE}</strong>
            )}
          </p>
          <p className="block-repayment-calculator__detail">
            {data.lender ? `${data.lender.name}: ` : ''}
            {percent(loan.ratePercent)} p.a.
            {data.lender?.comparisonRate != null ? `, comparison rate ${percent(data.lender.comparisonRate)} p.a.` : ''}
            {fees > 0 ? `; ${dollars(fees)} of fees financed` : ''}
            {data.fees.monthlyAccount > 0 ? `; plus a ${dollars(data.fees.monthlyAccount)} monthly account fee` : ''}.
          </p>
          {shown ? <LoanSummary totals={totals} years={yearlyBreakdown(loan, payment)} balloon={loan.balloon} /> : null}
        </div>
      </div>
      {data.disclaimer ? <FinanceDisclaimer text={data.disclaimer} className="block-repayment-calculator__disclaimer" /> : null}
    </section>
  )
}
