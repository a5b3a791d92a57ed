import type { FinanceCarRef, PreApprovalStart } from './finance-api'

/** The car the pre-approval is for, with what the form shows of it. */
export type PreApprovalCar = FinanceCarRef & { carId: string; slug: string; name: string; price: number | null }

export interface PreApprovalFormProps {
  car: PreApprovalCar | null
  start: PreApprovalStart
  /** Site settings → Finance pre-approval → postcode required. */
  postcodeRequired: boolean
  /** The dealership the shopper chose (query preferredDealership), passed on with the lead. */
  preferredDealership: string | null
  /** 'page': inline at #finance-form; 'dialog': inside the pre-approval popup. */
  variant: 'page' | 'dialog'
}

/**
 * The four-step pre-approval (spec 001 §2, §4): Quick Estimate, Your Details, Instant pre-approval, Apply to lender.
 * PLACEHOLDER until the pre-approval part lands (issue 21): shows only where the form goes.
 */
export default function PreApprovalForm({ variant }: PreApprovalFormProps) {
  return <p data-placeholder={variant}>The pre-approval form is coming.</p>
}
