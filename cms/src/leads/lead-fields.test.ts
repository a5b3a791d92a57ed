import fc from 'fast-check'
import { email as payloadEmail } from 'payload/shared'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { EMAIL_PATTERN, LEAD_TEXT_LIMITS } from '@dealer/cms-contract/lead-fields'
import { leadIntakeSchema } from '@dealer/cms-contract/lead-intake'

// Payload's email validation needs only its translator when no auth collection is named.
const validationArgs = { req: { payload: { collections: {}, config: { collections: [] } }, t: (key: string) => key }, required: true } as never
const payloadAccepts = (value: string) => payloadEmail(value, validationArgs) === true
const contractAccepts = (value: string) => leadIntakeSchema.shape.lead.shape.email.safeParse(value).success

describe('the intake contract and the Leads collection agree on email addresses', () => {
  it('stores every address the contract lets through (zod’s own pattern did not: "mia@example-.com")', () => {
    expect(z.email().safeParse('mia@example-.com').success).toBe(true)
    expect(payloadAccepts('mia@example-.com')).toBe(false)
    expect(contractAccepts('mia@example-.com')).toBe(false)
    const addresses = fc.oneof(
      fc.emailAddress(),
      fc.stringMatching(EMAIL_PATTERN),
      fc.stringMatching(z.regexes.email),
      fc.string({ maxLength: 80 }).map((text) => `${text}@example.com.au`),
    )
    fc.assert(
      fc.property(addresses, (address) => !contractAccepts(address) || payloadAccepts(address)),
      { numRuns: 5000 },
    )
  })

  it('takes an address as long as RFC 5321 allows, and no longer', () => {
    const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(54)}.com.au`
    expect(longest).toHaveLength(LEAD_TEXT_LIMITS.email)
    expect(contractAccepts(longest) && payloadAccepts(longest)).toBe(true)
    expect(contractAccepts(`a${longest}`)).toBe(false)
  })
})
