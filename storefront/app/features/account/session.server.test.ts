import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * The session middleware against a stand-in CMS (a local HTTP server answering the tenants list and the session
 * endpoint): the CMS is asked once per request, a live session's cookie is renewed, a dead one removed, and nothing
 * changes when the CMS can't answer.
 */

const LIVE = 'l'.repeat(43)
const DEAD = 'd'.repeat(43)
const BROKEN = 'b'.repeat(43)
let sessionCalls: Array<{ site: string; sessionToken: string; authorization: string | undefined }> = []

const cms = http.createServer((request, response) => {
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  }
  if (request.url?.startsWith('/api/tenants')) return send(200, { docs: [{ id: 1, slug: 'bayside', name: 'Bayside', template: 'dealer' }] })
  if (request.url === '/api/customers/session') {
    let text = ''
    request.on('data', (chunk: Buffer) => (text += chunk.toString()))
    request.on('end', () => {
      const body = JSON.parse(text) as { site: string; sessionToken: string }
      sessionCalls.push({ ...body, authorization: request.headers.authorization })
      if (body.sessionToken === LIVE) {
        send(200, {
          customer: { id: 7, phone: '0412345678', firstName: null, lastName: null, email: null, postcode: null },
          expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        })
      } else if (body.sessionToken === BROKEN) send(500, { message: 'down' })
      else send(401, { message: 'No live session.' })
    })
    return
  }
  send(404, {})
})

type SessionModule = typeof import('./session.server')
type TenantModule = typeof import('../../server/tenant.server')
let session: SessionModule
let tenants: TenantModule

beforeAll(async () => {
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve))
  vi.stubEnv('CMS_INTERNAL_URL', `http://127.0.0.1:${(cms.address() as AddressInfo).port}`)
  vi.stubEnv('STOREFRONT_API_SECRET', 'storefront-secret')
  vi.stubEnv('LOCAL_SITE_HOSTS', '1')
  // The modules read their settings when loaded: after the environment above.
  session = await import('./session.server')
  tenants = await import('../../server/tenant.server')
})

afterAll(async () => {
  vi.unstubAllEnvs()
  await new Promise((resolve) => cms.close(resolve))
})

beforeEach(() => {
  sessionCalls = []
})

/** One request through the root's two middlewares, the route's work being `handle`. */
async function throughMiddleware(cookie: string | null, handle: (context: RouterContextProvider) => Promise<Response>): Promise<Response> {
  const request = new Request('http://bayside.localhost:3000/my-garage', { headers: { host: 'bayside.localhost:3000', ...(cookie ? { cookie } : {}) } })
  const context = new RouterContextProvider()
  const args = { request, context, params: {}, unstable_pattern: '/' } as unknown as Parameters<TenantModule['tenantMiddleware']>[0]
  const inner = () => session.shopperSessionMiddleware(args, () => handle(context)) as Promise<Response>
  return (await tenants.tenantMiddleware(args, inner)) as Response
}

describe('the shopper session middleware', () => {
  it('asks the CMS once per request, for the site, with the storefront’s credential, and renews the cookie', async () => {
    const response = await throughMiddleware(`other=1; shopper_session=${LIVE}`, async (context) => {
      const [first, second] = await Promise.all([session.currentSession(context), session.currentSession(context)])
      expect(first?.customer.id).toBe(7)
      expect(second).toBe(first)
      return new Response('page')
    })
    expect(sessionCalls).toEqual([{ site: 'bayside', sessionToken: LIVE, authorization: 'Bearer storefront-secret' }])
    const [cookie] = response.headers.getSetCookie()
    expect(cookie).toMatch(new RegExp(`^shopper_session=${LIVE}; Max-Age=259\\d{4}; Path=/; HttpOnly; SameSite=Lax$`))
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('removes the cookie of a session the CMS no longer knows', async () => {
    const response = await throughMiddleware(`shopper_session=${DEAD}`, async (context) => {
      expect(await session.currentSession(context)).toBeNull()
      return new Response('page')
    })
    expect(response.headers.getSetCookie()).toEqual([expect.stringMatching(/^shopper_session=; Max-Age=0;/)])
  })

  it('leaves the cookie alone when the CMS can’t answer (the layout shows signed out, a gated page fails)', async () => {
    const response = await throughMiddleware(`shopper_session=${BROKEN}`, async (context) => {
      await expect(session.currentSession(context)).rejects.toThrow(/500/)
      expect(await session.signedInShopper(context)).toBeNull()
      return new Response('page')
    })
    expect(response.headers.getSetCookie()).toEqual([])
  })

  it('never asks the CMS without a cookie, or when nobody wants the session', async () => {
    await throughMiddleware(null, async (context) => {
      expect(await session.currentSession(context)).toBeNull()
      return new Response('page')
    })
    const untouched = await throughMiddleware(`shopper_session=${LIVE}`, async () => new Response('image'))
    expect(sessionCalls).toEqual([])
    expect(untouched.headers.getSetCookie()).toEqual([])
  })

  it('lets an action that set the cookie itself (sign-in, sign-out) have the last word, even on a redirect', async () => {
    const response = await throughMiddleware(`shopper_session=${LIVE}`, async (context) => {
      await session.currentSession(context)
      return new Response(null, { status: 303, headers: { location: '/', 'set-cookie': 'shopper_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax' } })
    })
    expect(response.headers.getSetCookie()).toEqual(['shopper_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax'])
  })

  it('renews the cookie on a redirect too (its headers can’t be changed: the answer is copied)', async () => {
    const response = await throughMiddleware(`shopper_session=${LIVE}`, async (context) => {
      await session.currentSession(context)
      return Response.redirect('http://bayside.localhost:3000/cars/x', 302)
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('http://bayside.localhost:3000/cars/x')
    expect(response.headers.getSetCookie()[0]).toMatch(/^shopper_session=l+;/)
  })
})
