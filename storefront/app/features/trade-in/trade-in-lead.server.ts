// The trade-in journey's leads (POST /api/leads, forms `trade-in` and `offer-accepted`): their schema and how sendLead
// makes them.
import { z } from 'zod'
import { findCarById } from '../../server/search.server'
import type { Tenant } from '../../server/tenant'
import { offerAcceptedLead, tradeInLead } from '../leads/lead-events'
import { contactFields } from '../leads/lead-forms'
import { LEAD_CAR_ATTRIBUTES, type LeadCar } from '../leads/leads.server'
import { contactOf, invalid, NOTHING_ELSE, type LeadOutcome, type LeadPreparer, type PreparedLead, type SubmissionOf } from '../leads/send-lead.server'

/** The trade-in journey's contact step (trade-in-api.ts): the contact fields and the marketing opt-in (off unless ticked). */
export const tradeInContactSchema = contactFields.extend({
  subscribe: z.boolean({ error: 'Please tick or untick the box.' }).optional().default(false),
})

/**
 * The trade-in journey's leads: the CMS copies the recorded valuation onto the lead (nothing of the car's value comes
 * from here); the car traded towards counts when it is still one of this site's.
 */
export async function tradeInJourney(tenant: Tenant, submission: SubmissionOf<'trade-in' | 'offer-accepted'>): Promise<PreparedLead | LeadOutcome> {
  const parsed = tradeInContactSchema.safeParse(submission.values)
  if (!parsed.success) return invalid(parsed.error.issues)
  return {
    classification: submission.form === 'trade-in' ? tradeInLead() : offerAcceptedLead(),
    fields: { ...contactOf(parsed.data), ...NOTHING_ELSE, consent: parsed.data.subscribe },
    car: submission.carId ? await findCarById<LeadCar>(tenant, submission.carId, LEAD_CAR_ATTRIBUTES) : null,
    tradeIn: { valuationId: submission.valuationId, tradeInLeadId: submission.form === 'offer-accepted' ? submission.leadId : null },
  }
}

/** The trade-in page's own leads (its route action): the journey's two forms, and nothing else. */
export const prepareTradeInLead: LeadPreparer = async (tenant, submission) =>
  submission.form === 'trade-in' || submission.form === 'offer-accepted'
    ? tradeInJourney(tenant, submission)
    : { status: 400, body: { error: 'This is not a trade-in.' } }
