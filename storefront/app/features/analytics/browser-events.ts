/**
 * The numbered analytics events that happen in the browser (spec 000 §7, spec 001 §7), by what happened: the server
 * records lead events itself, so a browser can only report these. Small and dependency-free: the vehicle page's
 * first JavaScript uses it.
 */
export const BROWSER_EVENTS = {
  'car-enquiry-opened': { id: 26, name: 'Car enquiry opened' },
  'finance-calculator-used': { id: 26, name: 'Finance calculator first used' },
  'finance-enquiry-opened': { id: 9, name: 'Finance enquiry opened' },
  'call-clicked': { id: 25, name: 'Call button clicked' },
  'used-car-viewed': { id: 4, name: 'Used car viewed' },
  'search-viewed': { id: 49, name: 'Search viewed' },
} as const satisfies Record<string, { id: number; name: string }>

export type BrowserEvent = keyof typeof BROWSER_EVENTS

export function isBrowserEvent(value: unknown): value is BrowserEvent {
  return typeof value === 'string' && Object.hasOwn(BROWSER_EVENTS, value)
}

/** Reports an event to the storefront; analytics never gets in the shopper's way, so a failure only warns. */
export function sendBrowserEvent(event: BrowserEvent, carId: string | null = null): void {
  fetch('/api/events', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ event, path: location.pathname, carId }),
    keepalive: true,
  }).then(
    // Spec 001 §7: "Analytics failures are only warned about", an error answer as much as no answer.
    (response) => {
      if (!response.ok) console.warn(`analytics event ${BROWSER_EVENTS[event].id} was not sent: the server answered ${response.status}`)
    },
    (error: unknown) => console.warn(`analytics event ${BROWSER_EVENTS[event].id} was not sent`, error),
  )
}
