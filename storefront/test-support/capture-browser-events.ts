import { vi } from 'vitest'

/** Test support: stubs `fetch` to answer 204 and collects the bodies of the analytics events a component sends. */
export function captureBrowserEvents(): Array<Record<string, unknown>> {
  const sent: Array<Record<string, unknown>> = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)) as Record<string, unknown>)
      return new Response(null, { status: 204 })
    }),
  )
  return sent
}
