import type { StockCar } from '@dealer/stock/car'
import { EVENTS_RATE_LIMIT, pressedOnOwnPage, recordServerEvent, type ServerEvent } from '../analytics/events.server'
import { printPath } from '../print/print-path'
import { consumeRateLimit } from '../../server/rate-limit.server'
import { findCarBySlug } from '../../server/search.server'
import type { Tenant } from '../../server/tenant'
import type { RecordedLink } from './recorded-links'

/** The vehicle page's links whose following is a numbered event (spec 001 §7), and where each one leads. */
const RECORDED_LINKS: Record<RecordedLink, { event: ServerEvent; to: (car: Pick<StockCar, 'slug' | 'file'>) => string | null }> = {
  'history-report': { event: 'history-report-opened', to: (car) => car.file },
  print: { event: 'car-printed', to: (car) => printPath(car.slug) },
}

/**
 * GET /cars/{slug}/history-report and /cars/{slug}/print: records the link's event and redirects to the report or the
 * printable page. The server counts the press, so it counts before and without JavaScript, and the page carries no
 * script for it. Only a press on one of the site's own pages counts (`pressedOnOwnPage`); everyone is redirected all the
 * same, and the events' rate limit applies.
 */
export async function followRecordedLink(tenant: Tenant, request: Request, clientAddress: string, slug: string, link: RecordedLink): Promise<Response> {
  const { event, to } = RECORDED_LINKS[link]
  const car = await findCarBySlug<Pick<StockCar, 'objectID' | 'slug' | 'file'>>(tenant, slug)
  const target = car ? to(car) : null
  if (!car || !target)
    return new Response('This car or its page is no longer listed.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  if (pressedOnOwnPage(request) && (await consumeRateLimit(EVENTS_RATE_LIMIT, clientAddress)).allowed) {
    await recordServerEvent(tenant, event, { carId: car.objectID, path: new URL(request.url).pathname })
  }
  return new Response(null, { status: 303, headers: { location: target, 'cache-control': 'private, no-store' } })
}
