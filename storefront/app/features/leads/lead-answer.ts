// What POST /api/leads answers (spec 000 §8), shared by the server and the journeys' forms.

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
