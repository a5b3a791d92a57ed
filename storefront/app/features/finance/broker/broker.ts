import { FINANCE_TEXTS, type CreditScore, type QuoteResult } from '../finance-api'

/**
 * The finance broker behind one interface (issue 21): a quote, and a customer whose application continues on the
 * lender's page. Each site chooses its broker (Site settings → Finance pre-approval → broker): the local simulator
 * (simulator.server.ts) or a broker's HTTP API (http-broker.server.ts). Endpoints never know which one answered.
 */
export interface FinanceBroker {
  quote(request: BrokerQuoteRequest, signal: AbortSignal): Promise<QuoteResult>
  /** `redirectUrl` null: the broker took the customer but named no page to send them to. */
  createCustomer(request: BrokerCustomerRequest, signal: AbortSignal): Promise<{ redirectUrl: string | null }>
}

/** A quote request as the broker gets it: the amount and term already clamped (spec 001 §5). */
export interface BrokerQuoteRequest {
  selfAssessedCreditScore: CreditScore
  purchasePrice: number
  loanTerm: number
  year: number | null
  vin: string | null
  nvic: string | null
}

export interface BrokerCustomerRequest extends BrokerQuoteRequest {
  /** The verified mobile, local form (0412345678). */
  phoneNumber: string
  firstName: string
  lastName: string
  email: string
  subscribe: boolean
  postCode: string | null
  /** Our application's random reference (the simulator's lender page is addressed by it). */
  reference: string
}

/**
 * Why a broker call gave no answer we can use: `error` the broker answered with an error (its message, if it gave
 * one, is shown to the shopper); `timeout` it didn't answer in time or couldn't be reached; `no-redirect` the customer
 * was made but no (allowed) page came back.
 */
export type BrokerFailureKind = 'error' | 'timeout' | 'no-redirect'

export class BrokerFailure extends Error {
  readonly kind: BrokerFailureKind
  /** The broker's own message for the shopper, when it gave one. */
  readonly brokerMessage: string | null
  constructor(kind: BrokerFailureKind, brokerMessage: string | null = null, detail = '') {
    super(`finance broker ${kind}${brokerMessage ? `: ${brokerMessage}` : ''}${detail ? ` (${detail})` : ''}`)
    this.name = 'BrokerFailure'
    this.kind = kind
    this.brokerMessage = brokerMessage?.trim() ? brokerMessage.trim().slice(0, 300) : null
  }
}

/** What the shopper is told, and the status, when the quote fails (spec 001 §8). */
export function quoteFailureAnswer(failure: BrokerFailure): { status: number; error: string } {
  if (failure.kind === 'timeout') return { status: 504, error: FINANCE_TEXTS.quoteFailed }
  return { status: 502, error: failure.brokerMessage ?? FINANCE_TEXTS.quoteFailed }
}

/**
 * What the shopper is told, and the status, when create-customer fails (spec 001 §8): the broker's error answer is
 * its message, else "Failed to create customer with YouX"; no answer in time is "Failed to create YouX customer"; no
 * (or no allowed) redirect is "Failed to create customer or no redirect URL received."
 */
export function createCustomerFailureAnswer(failure: BrokerFailure): { status: number; error: string } {
  if (failure.kind === 'timeout') return { status: 504, error: FINANCE_TEXTS.createCustomerFailed }
  if (failure.kind === 'no-redirect') return { status: 502, error: FINANCE_TEXTS.noRedirect }
  return { status: 502, error: failure.brokerMessage ?? FINANCE_TEXTS.createCustomerRefused }
}

/** Waits for `work`, or fails with a time-out after `timeoutMs` (the broker is told to stop through the signal). */
export async function withinTime<T>(timeoutMs: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort()
      reject(new BrokerFailure('timeout', null, `no answer within ${timeoutMs} ms`))
    }, timeoutMs)
  })
  try {
    return await Promise.race([work(controller.signal), timedOut])
  } finally {
    clearTimeout(timer)
  }
}
