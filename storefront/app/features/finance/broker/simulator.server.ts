import { BrokerFailure, type FinanceBroker } from './broker'
import { simulatedQuote } from './simulated-quote'

/** Site settings → Finance pre-approval → simulator failure mode. */
export type SimulatorFailure = 'none' | 'error' | 'timeout' | 'no-redirect'

/** The simulator's hosted lender page on the storefront (routes/finance.lender.tsx), for one application. */
export function lenderPagePath(reference: string): string {
  return `/finance/lender?application=${encodeURIComponent(reference)}`
}

/** Never answers: the endpoint's time-out ends the wait (and aborts the signal). */
function noAnswer(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const stop = () => reject(new BrokerFailure('timeout', null, 'the simulator was told not to answer'))
    if (signal.aborted) stop()
    else signal.addEventListener('abort', stop, { once: true })
  })
}

/**
 * The local broker simulator: part of the platform, no network. It quotes from simulated-quote.ts and takes every
 * customer, sending them to the storefront's own lender page (which shows the application it made), unless the site's
 * settings switch a failure mode on: `error` answers with an error (no message: the shopper sees the spec's text),
 * `timeout` never answers, `no-redirect` takes the customer but names no page.
 */
export function simulatorBroker(failure: SimulatorFailure, now: () => Date = () => new Date()): FinanceBroker {
  return {
    async quote(request, signal) {
      if (failure === 'timeout') return noAnswer(signal)
      if (failure === 'error') throw new BrokerFailure('error', null, 'the simulator was told to fail')
      return simulatedQuote(request, now().getFullYear())
    },
    async createCustomer(request, signal) {
      if (failure === 'timeout') return noAnswer(signal)
      if (failure === 'error') throw new BrokerFailure('error', null, 'the simulator was told to fail')
      if (failure === 'no-redirect') return { redirectUrl: null }
      return { redirectUrl: lenderPagePath(request.reference) }
    },
  }
}
