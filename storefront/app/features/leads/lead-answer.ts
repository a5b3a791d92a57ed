// What POST /api/leads answers, and the spec's failure texts (spec 000 §8, spec 001 §8), shared by server and forms.

/** Spec 001 §8: the generic form-submit failure. */
export const FORM_FAILED = 'An error occurred when submitting this form'

export interface LeadAnswer {
  lead_id?: number
  /** The trade-in journey's forms answer { ok, leadId } too (trade-in-api.ts TradeInLeadAnswer). */
  ok?: true
  leadId?: number
  category?: string
  /** The form-level message. */
  error?: string
  /** Field name → message. */
  errors?: Record<string, string>
}
