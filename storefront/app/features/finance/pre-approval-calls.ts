// The pre-approval's live quote (browser only): asked as the shopper changes the Quick Estimate's values.
import { useEffect, useRef, useState } from 'react'
import { FINANCE_PATHS, FINANCE_TEXTS, QUOTE_DEBOUNCE_MS, type QuoteRequest, type QuoteResult } from './finance-api'
import { fetchJson, type CallAnswer } from '../leads/json-call'
import { errorText, readQuote } from './pre-approval'

/** POSTs `body` as JSON; the answer's status and body (null when it isn't JSON), or null when no answer came in time. */
async function postJson(path: string, body: unknown, options: { timeoutMs?: number; signal?: AbortSignal } = {}): Promise<CallAnswer> {
  return fetchJson(path, { ...options, body })
}

export type QuoteState = { status: 'loading' } | { status: 'ready'; quote: QuoteResult } | { status: 'failed'; error: string }

/**
 * The quick quote for `request` (spec 001 §4): asked QUOTE_DEBOUNCE_MS after the last change, "loading" from the change
 * on. `typed` is the amount as typed: each keystroke restarts the wait, even one that clamps to the same amount. A newer change aborts the call in flight, and an answer that arrives after a newer call started is ignored, so
 * the figures shown are always those of the values shown. `known` is the quote these values already have (the car's
 * own: car-quote.ts): it shows at once and the broker is not asked.
 */
export function useQuote(request: QuoteRequest, typed: string, initial: QuoteState | null = null, known: QuoteResult | null = null): QuoteState {
  const [state, setState] = useState<QuoteState>(known ? { status: 'ready', quote: known } : (initial ?? { status: 'loading' }))
  const latest = useRef(0)
  const body = JSON.stringify(request)
  const knownBody = known ? JSON.stringify(known) : null
  useEffect(() => {
    const call = ++latest.current
    if (knownBody) {
      // Spec 001 §4: the estimate loads only when the car has no quote yet.
      setState({ status: 'ready', quote: JSON.parse(knownBody) as QuoteResult })
      return
    }
    const controller = new AbortController()
    setState({ status: 'loading' })
    const timer = setTimeout(() => {
      void postJson(FINANCE_PATHS.quote, JSON.parse(body), { signal: controller.signal }).then((answer) => {
        if (call !== latest.current || controller.signal.aborted) return
        const quote = answer && answer.status < 300 ? readQuote(answer.body) : null
        setState(quote ? { status: 'ready', quote } : { status: 'failed', error: errorText(answer?.body, FINANCE_TEXTS.quoteFailed) })
      })
    }, QUOTE_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [body, typed, knownBody])
  return state
}
