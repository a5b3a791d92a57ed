import type { RepaymentFrequency } from '@dealer/stock/repayment'
import { REPAYMENT_FREQUENCIES } from './labels'

/** Both calculators' weekly / fortnightly / monthly choice, as radio buttons under the legend "Repayments". */
export function FrequencyField({
  name,
  className,
  value,
  onChange,
}: {
  /** The radio group's name, unique on the page. */
  name: string
  className: string
  value: RepaymentFrequency
  onChange: (frequency: RepaymentFrequency) => void
}) {
  return (
    <fieldset className={className}>
      <legend>Repayments</legend>
      {REPAYMENT_FREQUENCIES.map((option) => (
        <label key={option.value}>
          <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} /> {option.label}
        </label>
      ))}
    </fieldset>
  )
}
