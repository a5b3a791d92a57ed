import { describe, expect, it } from 'vitest'
import { crossSiteRefusal, isRefusal, jsonContentRefusal, readBodyWithin, readJsonWrite } from './request-guard.server'

const post = (headers: Record<string, string>, body: BodyInit | null = '{}') =>
  new Request('http://bayside-toyota.localhost:3000/api/events', {
    method: 'POST',
    headers: { host: 'bayside-toyota.localhost:3000', ...headers },
    body,
    duplex: 'half',
  } as RequestInit)

/** A body that arrives in chunks with no Content-Length, as a chunked upload does. */
function chunked(chunks: number, chunkBytes: number): ReadableStream<Uint8Array> {
  let sent = 0
  return new ReadableStream({
    pull(controller) {
      if (sent++ >= chunks) controller.close()
      else controller.enqueue(new Uint8Array(chunkBytes).fill(32))
    },
  })
}

describe('crossSiteRefusal', () => {
  it("lets this origin's pages and non-browser clients write, and refuses other sites, other tenants' sites included", () => {
    expect(crossSiteRefusal(post({ 'sec-fetch-site': 'same-origin' }))).toBeNull()
    expect(crossSiteRefusal(post({ origin: 'http://bayside-toyota.localhost:3000' }))).toBeNull()
    expect(crossSiteRefusal(post({}))).toBeNull()
    expect(crossSiteRefusal(post({ 'sec-fetch-site': 'cross-site' }))?.status).toBe(403)
    expect(crossSiteRefusal(post({ 'sec-fetch-site': 'same-site' }))?.status).toBe(403)
    expect(crossSiteRefusal(post({ origin: 'http://southern-cross.localhost:3000' }))?.status).toBe(403)
    expect(crossSiteRefusal(post({ origin: 'null' }))?.status).toBe(403)
  })
})

describe('jsonContentRefusal', () => {
  it('takes JSON only, so a cross-site form or beacon cannot post without the browser asking first', () => {
    expect(jsonContentRefusal(post({ 'content-type': 'application/json; charset=utf-8' }))).toBeNull()
    expect(jsonContentRefusal(post({ 'content-type': 'text/plain' }))).toEqual({ status: 415, message: expect.stringContaining('JSON') })
    expect(jsonContentRefusal(post({ 'content-type': 'application/x-www-form-urlencoded' }))?.status).toBe(415)
  })
})

describe('readBodyWithin', () => {
  it('stops reading a chunked body at the limit, whatever Content-Length says', async () => {
    const refused = await readBodyWithin(post({}, chunked(100, 1024)), 8 * 1024)
    expect(isRefusal(refused) && refused.status).toBe(413)
    const lying = await readBodyWithin(post({ 'content-length': '10' }, chunked(20, 1024)), 8 * 1024)
    expect(isRefusal(lying) && lying.status).toBe(413)
    const fits = await readBodyWithin(post({}, chunked(4, 1024)), 8 * 1024)
    expect(isRefusal(fits) ? fits : fits.byteLength).toBe(4096)
  })
})

describe('readJsonWrite', () => {
  it('answers the first problem: another site, then the content type, then the size, then the JSON itself', async () => {
    expect(await readJsonWrite(post({ 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site' }), 1024)).toMatchObject({ status: 403 })
    expect(await readJsonWrite(post({ 'content-type': 'text/plain' }), 1024)).toMatchObject({ status: 415 })
    expect(await readJsonWrite(post({ 'content-type': 'application/json' }, 'x'.repeat(2048)), 1024)).toMatchObject({ status: 413 })
    expect(await readJsonWrite(post({ 'content-type': 'application/json' }, '{oops'), 1024)).toMatchObject({ status: 400 })
    expect(await readJsonWrite(post({ 'content-type': 'application/json' }, '{"event":"call-clicked"}'), 1024)).toEqual({ body: { event: 'call-clicked' } })
  })
})

describe('a refusal before the body is read', () => {
  it('reads and drops the body first, up to 1 MB, so the answer reaches the client on a connection still usable', async () => {
    let pulled = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled++ >= 64) controller.close()
        else controller.enqueue(new Uint8Array(1024))
      },
    })
    const request = post({ 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site' }, body)
    expect(await readJsonWrite(request, 1024)).toMatchObject({ status: 403 })
    expect(pulled).toBe(65)
    expect(request.body?.locked).toBe(true)
  })
})
