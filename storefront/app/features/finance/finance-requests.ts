// The finance endpoints' request bodies as the server reads them (finance-api.ts's shapes): zod schemas whose messages
// say what is wrong, so bad input is a 400 the shopper (or the form's author) can act on. Pure.
import '../leads/zod-without-eval'
import { z } from 'zod'
import { EMAIL_PATTERN, LEAD_TEXT_LIMITS, POSTCODE_PATTERN } from '@dealer/cms-contract/lead-fields'
import { MOBILE_MESSAGE, normaliseAuMobile, POSTCODE_MESSAGE } from '../../ui/forms/contact-fields'
import { clampLoanTerm, clampPurchaseAmount, CREDIT_SCORES, FINANCE_TEXTS, WHO_IS_HELPING } from './finance-api'

/** A number, or its digits as text (the form's purchase amount is digits only). */
const amount = (label: string) =>
  z
    .union([z.number(), z.string().regex(/^\d{1,9}(\.\d+)?$/, `${label} must be a number.`)], { error: `${label} must be a number.` })
    .transform(Number)
    .refine(Number.isFinite, `${label} must be a number.`)

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null)

const carYear = z
  .number({ error: 'year must be a year, e.g. 2021, or null.' })
  .int()
  .min(1900)
  .max(2100)
  .nullish()
  .transform((value) => value ?? null)

const creditScore = z.enum(CREDIT_SCORES, { error: 'selfAssessedCreditScore must be GREAT, DECENT or POOR.' })

/** POST /api/youx/quote: the amount and term clamped (spec 001 §5), the car's year, VIN and NVIC as the page knows them. */
export const quoteRequestSchema = z.object({
  selfAssessedCreditScore: creditScore,
  purchasePrice: amount('purchasePrice').transform(clampPurchaseAmount),
  loanTerm: amount('loanTerm').transform(clampLoanTerm),
  year: carYear,
  vin: optionalText(50),
  nvic: optionalText(50),
  whoIsHelping: z
    .enum(WHO_IS_HELPING, { error: `whoIsHelping must be one of ${WHO_IS_HELPING.join(', ')}.` })
    .optional()
    .default('nobody'),
})

const mobileSchema = z.string({ error: FINANCE_TEXTS.required }).transform((value, context) => {
  const mobile = normaliseAuMobile(value)
  if (mobile === null) context.addIssue({ code: 'custom', message: value.trim() === '' ? FINANCE_TEXTS.required : MOBILE_MESSAGE })
  return mobile ?? value
})

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `Please enter your ${label}.` })
    .trim()
    .min(1, `Please enter your ${label}.`)
    .max(max, `Your ${label} can be at most ${max} characters.`)

const idempotencyKeySchema = z
  .string({ error: 'The form is out of date: please reload the page.' })
  .regex(/^[A-Za-z0-9-]{8,100}$/, 'The form is out of date: please reload the page.')

/** POST /api/youx/create-customer (spec 001 §7): `data` for the broker; of `additionalData` (the lead) only its key is read. */
export function createCustomerSchema(postcodeRequired: boolean) {
  return z.object({
    idempotencyKey: idempotencyKeySchema,
    data: z.object({
      nvic: optionalText(50),
      vin: optionalText(50),
      selfAssessedCreditScore: creditScore,
      purchasePrice: amount('purchasePrice').transform(clampPurchaseAmount),
      year: carYear,
      loanTerm: amount('loanTerm').transform(clampLoanTerm),
      phoneNumber: mobileSchema,
      firstName: requiredText('first name', LEAD_TEXT_LIMITS.name),
      lastName: requiredText('last name', LEAD_TEXT_LIMITS.lastName),
      email: z
        .string({ error: 'Please enter your email address.' })
        .trim()
        .pipe(z.email({ pattern: EMAIL_PATTERN, error: 'Please enter a valid email address.' }).max(LEAD_TEXT_LIMITS.email)),
      subscribe: z.boolean({ error: 'subscribe must be true or false.' }),
      postCode: postcodeRequired
        ? z.string({ error: POSTCODE_MESSAGE }).trim().regex(POSTCODE_PATTERN, POSTCODE_MESSAGE)
        : z
            .string({ error: POSTCODE_MESSAGE })
            .trim()
            .regex(POSTCODE_PATTERN, POSTCODE_MESSAGE)
            .or(z.literal(''))
            .nullish()
            .transform((value) => value || null),
    }),
    additionalData: z.object({ idempotencyKey: idempotencyKeySchema.nullish() }, { error: 'additionalData must be the lead sent alongside.' }).nullish(),
  })
}

/** An issue list as { field: first message }, the way the forms show them. */
export function issuesByField(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) errors[issue.path.map(String).join('.') || 'form'] ??= issue.message
  return errors
}
