// The pre-approval's application as a lead (POST /api/leads, form `finance`): its schema and how sendLead makes it.
import type { SiteSetting } from '@dealer/cms-contract'
import { z } from 'zod'
import { POSTCODE_PATTERN } from '@dealer/cms-contract/lead-fields'
import { getDealerships } from '../../server/cms.server'
import { findCarBySlug } from '../../server/search.server'
import type { Tenant } from '../../server/tenant'
import { POSTCODE_MESSAGE } from '../../ui/forms/contact-fields'
import { financeLead } from '../leads/lead-events'
import { contactFields } from '../leads/lead-forms'
import type { LeadCar } from '../leads/leads.server'
import { contactOf, invalid, NOTHING_ELSE, type LeadOutcome, type LeadPreparer, type PreparedLead, type SubmissionOf } from '../leads/send-lead.server'
import { isStepRefusal } from '../../ui/forms/step-form'
import type { StockCar } from '@dealer/stock/car'
import { sellingPrice } from '@dealer/stock/display'
import { carQuoteOf, knownQuote } from './car-quote'
import { clampLoanTerm, clampPurchaseAmount, CREDIT_SCORES, monthlyFromWeekly, WHO_IS_HELPING, type FinanceCarRef, type QuoteResult } from './finance-api'
import { quoteRequest } from './pre-approval'
import { askBroker } from './pre-approval.server'

/**
 * The finance pre-approval's application as a lead (FinanceLeadSubmission's `values`, spec 001 §3, §5): the contact
 * fields (the postcode only where the site asks for it), the amount and term clamped, the credit history, who is
 * helping, and the marketing opt-in.
 */
export function financeLeadSchema(postcodeRequired: boolean) {
  return contactFields.extend({
    postcode: postcodeRequired
      ? contactFields.shape.postcode
      : z.string({ error: POSTCODE_MESSAGE }).trim().regex(POSTCODE_PATTERN, POSTCODE_MESSAGE).or(z.literal('')).optional().default(''),
    amount: z.number({ error: 'Please enter the purchase amount.' }).transform(clampPurchaseAmount),
    term: z.number({ error: 'Please choose a loan term.' }).transform(clampLoanTerm),
    selfAssessedCreditScore: z.enum(CREDIT_SCORES, { error: 'Please choose your credit history.' }),
    whoIsHelping: z.enum(WHO_IS_HELPING, { error: 'Please choose who is helping you.' }).optional().default('nobody'),
    subscribe: z.boolean({ error: 'Please tick or untick the box.' }).optional().default(false),
  })
}

/**
 * The pre-approval's application: the car is optional (the finance page may have none), and a car no longer listed
 * doesn't cost the shopper their application.
 */
export async function financeApplication(
  tenant: Tenant,
  submission: SubmissionOf<'finance'>,
  settings: SiteSetting | null,
  /** Without a car of the site's: the car the finance page's address described (finance-query.ts), as its quote was asked. */
  vehicle: Pick<FinanceCarRef, 'vin' | 'nvic' | 'year'> | null = null,
): Promise<PreparedLead | LeadOutcome> {
  const parsed = financeLeadSchema(settings?.finance?.postcodeRequired ?? true).safeParse(submission.values)
  if (!parsed.success) return invalid(parsed.error.issues)
  const values = parsed.data
  const car = submission.car ? await findCarBySlug<QuotedCar>(tenant, submission.car) : null
  const dealershipSlug = submission.preferredDealership ?? car?.dealership_slug ?? null
  const dealership = dealershipSlug ? (await getDealerships(tenant)).find((candidate) => candidate.slug === dealershipSlug) : undefined
  // The figures the dealer's email and CRM show as quoted are the broker's, asked again here with the application's own
  // amount, term and car: a browser's numbers could be anything (issue 44). None when it showed none, or the broker fails.
  const quote = submission.quote ? await quotedOnServer(tenant, values, car, car ? null : vehicle, settings) : null
  return {
    classification: financeLead(),
    fields: { ...contactOf(values), ...NOTHING_ELSE, postcode: values.postcode || null, consent: values.subscribe, dealershipId: dealership?.id ?? null },
    car,
    finance: {
      amount: values.amount,
      term: values.term,
      selfAssessedCreditScore: values.selfAssessedCreditScore,
      whoIsHelping: values.whoIsHelping,
      weeklyRepaymentAmount: quote?.weeklyRepaymentAmount ?? null,
      monthlyRepaymentAmount: quote ? monthlyFromWeekly(quote.weeklyRepaymentAmount) : null,
      advertisedRate: quote?.advertisedRate ?? null,
      comparisonRate: quote?.comparisonRate ?? null,
    },
  }
}

/**
 * The whole stock record (findCarBySlug reads every attribute): the quote asks with the car's NVIC as the page did,
 * and the car's own quote is the one the page showed for the loan it was made for (car-quote.ts).
 */
type QuotedCar = LeadCar & { nvic?: string | null; offer_price?: number | null; youxQuote?: StockCar['youxQuote'] }

async function quotedOnServer(
  tenant: Tenant,
  values: z.infer<ReturnType<typeof financeLeadSchema>>,
  car: QuotedCar | null,
  vehicle: Pick<FinanceCarRef, 'vin' | 'nvic' | 'year'> | null,
  settings: SiteSetting | null,
): Promise<QuoteResult | null> {
  const own = car ? knownQuote(values, carQuoteOf(car.youxQuote, settings?.features?.financeProvider, sellingPrice(car))) : null
  if (own) return own
  // The same request the page's quote was made from (pre-approval.ts), from the application and the car as listed.
  const answer = await askBroker(tenant, quoteRequest(values, car ? { year: car.year, vin: car.vin, nvic: car.nvic ?? null } : vehicle))
  if (isStepRefusal(answer)) {
    console.warn(`finance lead (${tenant.slug}): the quote could not be asked again: ${answer.error}`)
    return null
  }
  return answer
}

/**
 * The finance page's own lead (its route action): the application, and nothing else. `vehicle` is the car the page's
 * address described, when it had none of the site's.
 */
export function financeLeadPreparer(vehicle: Pick<FinanceCarRef, 'vin' | 'nvic' | 'year'> | null): LeadPreparer {
  return async (tenant, submission, settings) =>
    submission.form === 'finance'
      ? financeApplication(tenant, submission, settings, vehicle)
      : { status: 400, body: { error: 'This is not a finance application.' } }
}
