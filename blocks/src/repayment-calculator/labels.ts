import { formatDollars, formatNumber } from '@dealer/stock/format'
import type { RepaymentFrequency } from '@dealer/stock/repayment'

/** How the calculators word their numbers (en-AU), so the block and the vehicle page read alike. */

/** The repayment frequencies a calculator offers (spec 001 §4: weekly 52, fortnightly 26, monthly 12), and what each is per. */
export const REPAYMENT_FREQUENCIES: ReadonlyArray<{ value: RepaymentFrequency; label: string; per: string }> = [
  { value: 'weekly', label: 'Weekly', per: 'per week' },
  { value: 'fortnightly', label: 'Fortnightly', per: 'per fortnight' },
  { value: 'monthly', label: 'Monthly', per: 'per month' },
]

/** What a repayment at `frequency` is "per": "per week", "per fortnight", "per month". */
export const repaymentPer = (frequency: RepaymentFrequency) => REPAYMENT_FREQUENCIES.find((option) => option.value === frequency)!.per

export const dollars = formatDollars
export const years = (value: number) => `${value} ${value === 1 ? 'year' : 'years'}`
export const percent = (value: number) => `${formatNumber(value, { max: 2 })}%`
