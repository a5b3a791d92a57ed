import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Tenant } from '../../server/tenant'
import { customerReservations } from './reservations.server'

// Read once when the config loads: set before the imports run.
vi.hoisted(() => {
  process.env.STOREFRONT_API_SECRET = 'storefront-secret-for-tests'
})

const tenant: Tenant = { id: 3, name: 'Bayside Toyota', slug: 'bayside-toyota', template: 'dealer' }

afterEach(() => vi.unstubAllGlobals())

describe('customerReservations', () => {
  it("asks the CMS for the customer's reservations on this site, with the server's credential, ids as text", async () => {
    const calls: Array<{ url: string; authorization: string | null }> = []
    vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
      calls.push({ url: url.toString(), authorization: new Headers(init.headers).get('authorization') })
      return Response.json({
        reservations: [
          {
            id: 41,
            status: 'paid',
            car: { id: '700001', slug: 'corolla-t7001', title: '2021 Toyota Corolla', image: null },
            depositCents: 20_000,
            createdAt: '2026-11-24T09:00:00.000Z',
            paidAt: '2026-11-24T09:02:00.000Z',
          },
        ],
      })
    })
    const reservations = await customerReservations(tenant, 17, '41')
    expect(reservations).toEqual([expect.objectContaining({ id: '41', status: 'paid', depositCents: 20_000 })])
    expect(new URL(calls[0].url).pathname).toBe('/api/reservations/mine')
    expect(Object.fromEntries(new URL(calls[0].url).searchParams)).toEqual({ site: 'bayside-toyota', customer: '17', id: '41' })
    expect(calls[0].authorization).toBe('Bearer storefront-secret-for-tests')
  })

  it('answers none for a reservation id that is not a number, without asking', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    expect(await customerReservations(tenant, 17, '41 OR 1=1')).toEqual([])
    expect(fetch).not.toHaveBeenCalled()
  })

  it('throws when the CMS fails: a 500 as an error, no instance answering as the 503 the shopper may retry', async () => {
    vi.stubGlobal('fetch', async () => new Response('broken', { status: 500 }))
    await expect(customerReservations(tenant, 17)).rejects.toThrow(/500/)
    vi.stubGlobal('fetch', async () => new Response('down', { status: 503 }))
    const thrown = await customerReservations(tenant, 17).catch((error: unknown) => error)
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(503)
  })
})
