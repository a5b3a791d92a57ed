import { withRequestHeaders } from '@dealer/ops/log'
import { FORM_FAILED } from '../ui/forms/messages'

/** A 503's headers: the shopper's browser may try again in a few seconds, and nothing keeps the answer. */
export const RETRY_SOON_HEADERS = { 'Retry-After': '5', 'Cache-Control': 'no-store' }

/**
 * What a balancer in front of the CMS answers when no instance of it does: a 502, 503 or 504 page. The CMS's own
 * answers are JSON, and some of those are 502s of its own (a text message that could not be sent): the caller reads them.
 */
const NO_INSTANCE_ANSWERS = new Set([502, 503, 504])
const fromBalancer = (response: Response) =>
  NO_INSTANCE_ANSWERS.has(response.status) && !(response.headers.get('content-type') ?? '').includes('application/json')

/**
 * The answer to a request the storefront can't serve because no CMS instance answers (it crashed, it is restarting, the
 * balancer has none): a 503 the shopper may retry, never a 500. Thrown as a Response, as React Router expects: an API
 * route (a form's POST) answers it as it is, the form's own failure text with Retry-After; a page shows its error page
 * ("Please try again in a moment") with this status. Nothing was saved, so retrying is safe.
 */
function cmsUnavailable(reason: string): Response {
  console.error(`the CMS is not answering: ${reason}`)
  return Response.json({ error: FORM_FAILED }, { status: 503, headers: RETRY_SOON_HEADERS })
}

/** Why an answer could not be had from the CMS (logged), when a try failed. */
class NoAnswer {
  constructor(readonly reason: string) {}
}

/**
 * `fetch`, with a CMS that can't be reached or has no instance answering (a balancer's 502, 503 or 504) thrown as
 * cmsUnavailable's 503. The body is read here too, so a connection that breaks halfway through an answer is that 503
 * as well, not an error where the caller reads it; `streamed` leaves the body to the caller (media files, which are
 * never buffered whole). An `idempotent` request (a GET or HEAD unless the caller says otherwise; the lead intake,
 * which its idempotency key makes one) is tried once more first: behind a balancer that reaches another CMS instance,
 * so an instance that dies halfway through an answer, when the balancer can no longer send the request elsewhere
 * itself, goes unnoticed.
 */
export async function fetchFromCms(
  url: URL,
  init: RequestInit,
  { streamed = false, idempotent = ['GET', 'HEAD'].includes((init.method ?? 'GET').toUpperCase()) }: { streamed?: boolean; idempotent?: boolean } = {},
): Promise<Response> {
  const first = await tryCms(url, init, streamed)
  if (!(first instanceof NoAnswer)) return first
  if (!idempotent) throw cmsUnavailable(first.reason)
  console.error(`the CMS did not answer (${first.reason}); trying once more`)
  const second = await tryCms(url, init, streamed)
  if (second instanceof NoAnswer) throw cmsUnavailable(second.reason)
  return second
}

async function tryCms(url: URL, init: RequestInit, streamed: boolean): Promise<Response | NoAnswer> {
  const failed = (error: unknown) =>
    new NoAnswer(`${url.pathname}: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`)
  let response: Response
  try {
    response = await fetch(url, { ...init, headers: withRequestHeaders(init.headers) })
  } catch (error) {
    return failed(error)
  }
  if (fromBalancer(response)) {
    await response.body?.cancel()
    return new NoAnswer(`${url.pathname} answered ${response.status}`)
  }
  if (streamed) return response
  try {
    const body = await response.arrayBuffer()
    // fetch has already decoded the body: its encoding and length headers describe bytes no longer here.
    const headers = new Headers(response.headers)
    headers.delete('content-encoding')
    headers.delete('content-length')
    const bodiless = response.status === 204 || response.status === 205 || response.status === 304
    return new Response(bodiless ? null : body, { status: response.status, statusText: response.statusText, headers })
  } catch (error) {
    return failed(error)
  }
}
