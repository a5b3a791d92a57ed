// The checkout's calls from the browser, each its own function so a test can stand in for it.

/** POSTs `body` as JSON; the answer's status and JSON body (null when it isn't JSON), or null when no answer came. */
export async function postStart(path: string, body: unknown, timeoutMs = 30_000): Promise<{ status: number; body: unknown } | null> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    })
    return { status: response.status, body: await response.json().catch(() => null) }
  } catch {
    return null
  } finally {
    clearTimeout(timer)
  }
}

/** Sends the shopper to the payment page. */
export function leaveFor(url: string): void {
  window.location.assign(url)
}
