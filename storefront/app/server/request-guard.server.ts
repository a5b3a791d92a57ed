import { withoutNulCharacters } from '@dealer/cms-contract/json-text'

/**
 * What every state-changing endpoint checks before it reads a body: the request comes from a page of this site (a
 * browser says so in Sec-Fetch-Site or Origin), carries the content type the endpoint reads, and its body fits the
 * endpoint's limit, counted while it is read (a chunked body or a false Content-Length header can't get past).
 * Answers are plain { status, message } so each endpoint words its refusal in its own shape.
 */
export interface Refusal {
  status: number
  message: string
}

/**
 * A browser marks every request with where it came from: Sec-Fetch-Site, else Origin on a POST. Only a page of this very
 * origin may write: "same-site" is not enough, since every tenant's `<slug>.localhost` (or `<slug>.dealer.example`) is
 * the same site as every other. A request with neither header is no browser's, so no shopper's session rides on it.
 */
export function crossSiteRefusal(request: Request): Refusal | null {
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite) return fetchSite === 'same-origin' ? null : CROSS_SITE
  const origin = request.headers.get('origin')
  if (!origin) return null
  return URL.canParse(origin) && new URL(origin).host === request.headers.get('host') ? null : CROSS_SITE
}

const CROSS_SITE: Refusal = { status: 403, message: 'This address only takes requests from its own site.' }

/** A JSON body is required: a cross-site form or `text/plain` beacon can't send one without the browser asking first. */
export function jsonContentRefusal(request: Request): Refusal | null {
  const type = request.headers.get('content-type')?.split(';')[0].trim().toLowerCase()
  return type === 'application/json' ? null : { status: 415, message: 'Send the body as JSON (Content-Type: application/json).' }
}

/** The body, read until it passes `maxBytes`: then reading stops and the answer is 413. */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | Refusal> {
  const tooLarge: Refusal = { status: 413, message: `That request is too large (at most ${Math.round(maxBytes / 1024)} kB).` }
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return refuseUnread(request, tooLarge)
  if (!request.body) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await discardRest(reader)
      return tooLarge
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

/** How much of a refused body is read and dropped before the connection is cut. */
const DISCARD_LIMIT_BYTES = 1024 * 1024

/**
 * Reads and drops the rest of a refused body before the refusal is sent. Node closes the connection as soon as an answer
 * to an unfinished request is out, and a client still sending then gets a reset that can lose the answer. Past the bound
 * the connection is cut anyway, so a client can't hold it open by sending forever.
 */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  let dropped = 0
  try {
    while (dropped < DISCARD_LIMIT_BYTES) {
      const { done, value } = await reader.read()
      if (done) return
      dropped += value.byteLength
    }
    await reader.cancel()
  } catch {
    // The client went away first: nothing left to drop.
  }
}

/**
 * Drops a body the endpoint won't read (up to the same bound), so its refusal reaches the client and the connection
 * stays usable: an unread body left in a kept-alive connection makes the next request on it fail with a reset.
 */
export async function refuseUnread<T>(request: Request, refusal: T): Promise<T> {
  if (request.body && !request.bodyUsed && !request.body.locked) await discardRest(request.body.getReader())
  return refusal
}

export function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && 'status' in value && 'message' in value && !(value instanceof Uint8Array)
}

/**
 * The checks a write endpoint makes, in order: from this site, JSON (unless the caller's clients can't say so: the
 * search client sends its JSON as text/plain), within `maxBytes`, and parseable. The parsed body, or the refusal.
 */
export async function readJsonWrite(request: Request, maxBytes: number, { requireJsonType = true } = {}): Promise<{ body: unknown } | Refusal> {
  const refusal = crossSiteRefusal(request) ?? (requireJsonType ? jsonContentRefusal(request) : null)
  if (refusal) return refuseUnread(request, refusal)
  const bytes = await readBodyWithin(request, maxBytes)
  if (isRefusal(bytes)) return bytes
  try {
    // Without NUL characters: the CMS drops them too (Postgres can't store them), so what passes here is what it saves.
    return { body: withoutNulCharacters(JSON.parse(new TextDecoder().decode(bytes))) }
  } catch {
    return { status: 400, message: 'The body is not valid JSON.' }
  }
}

/** A form's body is URL-encoded: what a browser's HTML form posts, and what React Router's enhanced forms post. */
function formContentRefusal(request: Request): Refusal | null {
  const type = request.headers.get('content-type')?.split(';')[0].trim().toLowerCase()
  return type === 'application/x-www-form-urlencoded' ? null : { status: 415, message: 'Send the form as application/x-www-form-urlencoded.' }
}

/**
 * The checks a route action makes before it reads an HTML form's post: from this site, URL-encoded, within `maxBytes`.
 * Its fields, without NUL characters (the CMS drops them too), or the refusal.
 */
export async function readFormWrite(request: Request, maxBytes: number): Promise<{ fields: URLSearchParams } | Refusal> {
  const refusal = crossSiteRefusal(request) ?? formContentRefusal(request)
  if (refusal) return refuseUnread(request, refusal)
  const bytes = await readBodyWithin(request, maxBytes)
  if (isRefusal(bytes)) return bytes
  const fields = new URLSearchParams(new TextDecoder().decode(bytes))
  return { fields: new URLSearchParams([...fields].map(([name, value]) => [name, value.replaceAll('\u0000', '')])) }
}
