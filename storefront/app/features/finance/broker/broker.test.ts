import { describe, expect, it } from 'vitest'
import { FINANCE_TEXTS } from '../finance-api'
import { BrokerFailure, createCustomerFailureAnswer, quoteFailureAnswer, withinTime } from './broker'

describe('what the shopper is told when the broker fails (spec 001 §8)', () => {
  it('quote: the broker’s message, else "Failed to get YouX quick quote"; 502 for an error, 504 without an answer', () => {
    expect(quoteFailureAnswer(new BrokerFailure('error', 'Amount too high for this lender'))).toEqual({ status: 502, error: 'Amount too high for this lender' })
    expect(quoteFailureAnswer(new BrokerFailure('error'))).toEqual({ status: 502, error: FINANCE_TEXTS.quoteFailed })
    expect(quoteFailureAnswer(new BrokerFailure('error', '   '))).toEqual({ status: 502, error: FINANCE_TEXTS.quoteFailed })
    expect(quoteFailureAnswer(new BrokerFailure('timeout'))).toEqual({ status: 504, error: FINANCE_TEXTS.quoteFailed })
  })

  it('create-customer: the message or "Failed to create customer with YouX", "Failed to create YouX customer" on a time-out, the no-redirect text', () => {
    expect(createCustomerFailureAnswer(new BrokerFailure('error', 'Duplicate application'))).toEqual({ status: 502, error: 'Duplicate application' })
    expect(createCustomerFailureAnswer(new BrokerFailure('error'))).toEqual({ status: 502, error: 'Failed to create customer with YouX' })
    expect(createCustomerFailureAnswer(new BrokerFailure('timeout'))).toEqual({ status: 504, error: 'Failed to create YouX customer' })
    expect(createCustomerFailureAnswer(new BrokerFailure('no-redirect'))).toEqual({
      status: 502,
      error: 'Failed to create customer or no redirect URL received.',
    })
  })
})

describe('withinTime', () => {
  it('answers what the work answers in time', async () => {
    await expect(withinTime(1_000, async () => 'quote')).resolves.toBe('quote')
  })

  it('fails with a time-out and aborts the work’s signal when it takes longer', async () => {
    let aborted = false
    const work = (signal: AbortSignal) =>
      new Promise<never>(() => {
        signal.addEventListener('abort', () => (aborted = true))
      })
    const failure = await withinTime(50, work).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(BrokerFailure)
    expect((failure as BrokerFailure).kind).toBe('timeout')
    expect(aborted).toBe(true)
  })
})
