import { useId, useRef, useState, type ReactNode } from 'react'
import { sendBrowserEvent } from '../analytics/browser-events'
import {
  clampToRange,
  DISCLAIMER_COLLAPSED_LENGTH,
  ENQUIRE_FOR_FINANCE,
  formatRepayment,
  PAYMENTS_PER_YEAR,
  repayment,
  showsRepayment,
  termFromSlider,
  termSlider,
  termSliderPosition,
  type RepaymentFrequency,
} from './finance'
import { truncateText } from './text'
import type { FinanceView } from './vehicle-page.server'
import { CarLeadActions } from '../leads/CarLeadActions'

const FREQUENCIES: Array<{ value: RepaymentFrequency; label: string; per: string }> = [
  { value: 'weekly', label: 'Weekly', per: 'per week' },
  { value: 'fortnightly', label: 'Fortnightly', per: 'per fortnight' },
  { value: 'monthly', label: 'Monthly', per: 'per month' },
]
const dollars = (value: number) => value.toLocaleString('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 })
const years = (value: number) => `${value} ${value === 1 ? 'year' : 'years'}`
const percent = (value: number) => `${value.toLocaleString('en-AU', { maximumFractionDigits: 2 })}%`

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
  const [disclaimerOpen, setDisclaimerOpen] = useState(true)
  const used = useRef(false)
  const id = useId()
  const firstUse = () => {
    if (used.current) return
    used.current = true
    sendBrowserEvent('finance-calculator-used', car.objectID)
  }
  const payment = repayment({
    price: amount,
    deposit: 0,
    establishmentFee: lender?.establishmentFee ?? 0,
    ratePercent: rate,
    years: term,
    balloonPercent: balloon,
    frequency,
    rounding: finance.rounding,
  })
  const per = FREQUENCIES.find((option) => option.value === frequency)?.per ?? ''
  const maxBalloon = lender?.maxBalloonPercent ?? 0
  const disclaimer = lender?.disclaimer ? truncateText(lender.disclaimer, DISCLAIMER_COLLAPSED_LENGTH) : null
  return (
    <div className="finance-calculator" id="finance-calculator">
      <h3 id={`${id}-heading`}>Finance calculator</h3>
      <form className="finance-calculator__inputs" aria-labelledby={`${id}-heading`} onSubmit={(event) => event.preventDefault()} onInput={firstUse}>
        <Slider
          id={`${id}-amount`}
          label="Loan amount"
          value={amount}
          range={bounds.amount}
          text={dollars}
          onChange={(value) => setAmount(clampToRange(value, bounds.amount))}
        />
        <Slider
          id={`${id}-term`}
          label="Loan term"
          value={termSliderPosition(bounds, term)}
          range={termSlider(bounds)}
          text={(position) => years(termFromSlider(bounds, position))}
          onChange={(position) => setTerm(termFromSlider(bounds, position))}
        />
        <Slider
          id={`${id}-rate`}
          label="Interest rate (p.a.)"
          value={rate}
          range={bounds.interest}
          text={percent}
          onChange={(value) => setRate(clampToRange(value, bounds.interest))}
        />
        {maxBalloon > 0 ? (
          <Slider
            id={`${id}-balloon`}
            label="Final (balloon) payment"
            value={balloon}
            range={{ min: 0, max: maxBalloon, step: 5 }}
            text={(value) => `${value}% (${dollars((amount * value) / 100)})`}
            onChange={setBalloon}
          />
        ) : null}
        <fieldset className="finance-calculator__frequency">
          <legend>Repayments</legend>
          {FREQUENCIES.map((option) => (
            <label key={option.value}>
              <input
                type="radio"
                name={`${id}-frequency`}
                value={option.value}
                checked={frequency === option.value}
                onChange={() => setFrequency(option.value)}
              />{' '}
              {option.label}
            </label>
          ))}
        </fieldset>
      </form>
      <div className="finance-calculator__result" aria-live="polite">
        {showsRepayment(payment) ? (
          <p>
            <strong className="finance-calculator__payment">{formatRepayment(payment, finance.rounding)}</strong> {per}
            <span className="finance-calculator__detail">
              {' '}
              over {years(term)}, {Math.round(term * PAYMENTS_PER_YEAR[frequency])} repayments
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
            {lender.establishmentFee > 0 ? `, establishment fee ${dollars(lender.establishmentFee)} included` : ''}
          </p>
        ) : null}
      </div>
      <div className="finance-calculator__actions">
        <a className="button button--primary" href={finance.applyHref}>
          Get Finance Now
        </a>
        <div className="finance-calculator__quote">
          <CarLeadActions car={car} available enquiryTitle={enquiryTitle} terms={terms} variant="quote" />
        </div>
      </div>
      {disclaimer ? (
        <Disclaimer
          id={`${id}-disclaimer`}
          open={disclaimerOpen || !disclaimer.truncated}
          onToggle={disclaimer.truncated ? () => setDisclaimerOpen((value) => !value) : null}
        >
          {disclaimerOpen || !disclaimer.truncated ? lender?.disclaimer : disclaimer.text}
        </Disclaimer>
      ) : null}
    </div>
  )
}

function Slider({
  id,
  label,
  value,
  range,
  text,
  onChange,
}: {
  id: string
  label: string
  value: number
  range: { min: number; max: number; step: number }
  text: (value: number) => string
  onChange: (value: number) => void
}) {
  return (
    <div className="finance-calculator__slider">
      <label htmlFor={id}>{label}</label>
      <output htmlFor={id} className="finance-calculator__value">
        {text(value)}
      </output>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-valuetext={text(value)}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </div>
  )
}

/** Spec 001 §4: expanded at first in the calculator; collapsed, it is cut at 197 characters. */
function Disclaimer({ id, open, onToggle, children }: { id: string; open: boolean; onToggle: (() => void) | null; children: ReactNode }) {
  return (
    <div className="finance-calculator__disclaimer" id="financeDisclaimer">
      <p id={id}>{children}</p>
      {onToggle ? (
        <button type="button" className="button button--link" aria-expanded={open} aria-controls={id} onClick={onToggle}>
          {open ? 'Show Less' : 'Show More'}
        </button>
      ) : null}
    </div>
  )
}
