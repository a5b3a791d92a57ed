// The forms' JSON calls from the browser to the storefront (trade-in, pre-approval, checkout): one fetch that never
// throws, so each form reads an answer or its absence. Browser only, and nothing heavy (no zod).

/** What one call came back with: its status and body (null when it isn't JSON), or null when no answer came in time. */
export type CallAnswer = { status: number; body: unknown } | null

/**
 * POSTs `body` as JSON (GETs when there is none); gives up after `timeoutMs` (when given) or when `signal` aborts.
 * One controller for both reasons to give up (AbortSignal.any and .timeout are too new for some shoppers' browsers).
 */
export async function fetchJson(path: string, options: { body?: unknown; timeoutMs?: number; signal?: AbortSignal } = {}): Promise<CallAnswer> {
  const controller = new AbortController()
  const abort = () => controller.abort()
  if (options.signal?.aborted) abort()
  options.signal?.addEventListener('abort', abort)
  const timer = options.timeoutMs ? setTimeout(abort, options.timeoutMs) : undefined
  try {
    const response = await fetch(
      path,
      options.body === undefined
        ? { signal: controller.signal }
        : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(options.body), signal: controller.signal },
    )
    return { status: response.status, body: await response.json().catch(() => null) }
  } catch {
    return null
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', abort)
  }
}
