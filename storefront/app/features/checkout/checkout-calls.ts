// The checkout's calls from the browser, each its own function so a test can stand in for it.
import { fetchJson, type CallAnswer } from '../leads/json-call'

/** POSTs `body` as JSON; the answer's status and JSON body (null when it isn't JSON), or null when no answer came. */
export async function postStart(path: string, body: unknown, timeoutMs = 30_000): Promise<CallAnswer> {
  return fetchJson(path, { body, timeoutMs })
}

/** Sends the shopper to the payment page. */
export function leaveFor(url: string): void {
  window.location.assign(url)
}
