import { describe, expect, it } from 'vitest'
import { initialState, preApprovalReducer, type PreApprovalAction, type PreApprovalState } from './pre-approval'
import { advancePreApproval, type PreApprovalServices, type PreApprovalStepAnswer } from './pre-approval-steps'

const start = { amount: 30_000, term: 5, selfAssessedCreditScore: 'GREAT', whoIsHelping: 'nobody' } as const
const rules = { postcodeRequired: true }
const QUOTE = { weeklyRepaymentAmount: 150, advertisedRate: 8.5, comparisonRate: 9.12 }
const services = (overrides: Partial<PreApprovalServices> = {}): PreApprovalServices => ({
  quote: async () => QUOTE,
  sendCode: async () => ({ resendInSeconds: 60 }),
  verify: async () => ({ headers: { 'set-cookie': 'session=1' } }),
  apply: async () => ({ redirectUrl: 'https://lender.example/x' }),
  ...overrides,
})
const details: PreApprovalAction[] = [
  { type: 'text', field: 'name', value: 'Mia' },
  { type: 'text', field: 'last_name', value: 'Nguyen' },
  { type: 'text', field: 'email', value: 'mia@example.com' },
  { type: 'text', field: 'phone', value: '0412 345 678' },
  { type: 'text', field: 'postcode', value: '2150' },
]
const at = (step: PreApprovalState['step'], more: Partial<PreApprovalState> = {}): PreApprovalState => ({
  ...details.reduce(preApprovalReducer(rules), initialState(start)),
  step,
  ...more,
})
const step = async (state: PreApprovalState, intent: Parameters<typeof advancePreApproval>[1], with_ = services()) =>
  (await advancePreApproval(state, intent, rules, with_)) as PreApprovalStepAnswer

describe('a pre-approval post', () => {
  it('shows the quote on Quick Estimate and Apply to lender only, or why there is none', async () => {
    expect((await step(at(0), 'quote')).quote).toEqual({ status: 'ready', quote: QUOTE })
    expect((await step(at(1), 'back')).quote).toEqual({ status: 'ready', quote: QUOTE })
    expect((await step(at(0), 'next')).quote).toBeNull()
    const failed = await step(at(0), 'quote', services({ quote: async () => ({ status: 502, error: 'Failed to get YouX quick quote' }) }))
    expect(failed.quote).toEqual({ status: 'failed', error: 'Failed to get YouX quick quote' })
  })

  it('sends a code to the mobile in local form; one that isn’t a mobile goes back to Your Details', async () => {
    const sent = await step(at(2), 'send-code')
    expect(sent.state.codeSentTo).toBe('0412345678')
    expect(sent).toMatchObject({ resendInSeconds: 60, announcement: 'Code sent to 0412 345 678.' })
    const wrong = await step(at(2, { values: { ...at(2).values, phone: '0212345678' } }), 'send-code')
    expect(wrong.state.step).toBe(1)
    expect(wrong.state.errors.phone).toBeTruthy()
  })

  it('a right code moves on with the session cookie to set; a wrong one says so under the code', async () => {
    const withCode = at(2, { codeSentTo: '0412345678', values: { ...at(2).values, code: '123 456' } })
    const verified = await step(withCode, 'verify')
    expect(verified.state.step).toBe(3)
    expect(verified.headers).toEqual({ 'set-cookie': 'session=1' })
    const wrong = await step(
      withCode,
      'verify',
      services({ verify: async () => ({ status: 400, error: 'x', errors: { code: 'The verification code is invalid. Please try again.' } }) }),
    )
    expect(wrong).toMatchObject({ status: 400, error: null, state: { step: 2, errors: { code: 'The verification code is invalid. Please try again.' } } })
  })

  it('applies only with the mobile verified by the session: otherwise back to the code, and nothing sent', async () => {
    let applied = 0
    const counting = services({ apply: async () => (applied++, { redirectUrl: 'https://lender.example/x' }) })
    const unverified = await step(at(3), 'apply', counting)
    expect(unverified.state.step).toBe(2)
    expect(applied).toBe(0)
    expect(await advancePreApproval(at(3, { verifiedPhone: '0412345678' }), 'apply', rules, counting)).toEqual({ redirectUrl: 'https://lender.example/x' })
    expect(applied).toBe(1)
  })
})
