import { describe, expect, it } from 'vitest'
import { keepReserved, readReservedCars } from './reserved-cars'

describe('keepReserved', () => {
  it('keeps cars reserved online reserved whatever the feed says, and leaves the others as the feed has them', () => {
    const cars = [
      { objectID: '1', reserved: false },
      { objectID: '2', reserved: false },
      { objectID: '3', reserved: true },
    ]
    expect(keepReserved(cars, new Set(['2', '9']))).toEqual([
      { objectID: '1', reserved: false },
      { objectID: '2', reserved: true },
      { objectID: '3', reserved: true },
    ])
    expect(keepReserved(cars, new Set())).toEqual(cars)
  })
})

describe('readReservedCars', () => {
  it('asks the CMS for the site’s reserved cars with the server credential', async () => {
    const seen: Array<{ url: string; authorization: string | null }> = []
    const fetchImpl = (async (url: URL, init: RequestInit) => {
      seen.push({ url: url.toString(), authorization: new Headers(init.headers).get('authorization') })
      return Response.json({ carIds: ['700001', '700002'] })
    }) as unknown as typeof fetch
    const ids = await readReservedCars({ cmsUrl: 'http://127.0.0.1:3001', secret: 's3cret' }, 'bayside-toyota', fetchImpl)
    expect([...ids]).toEqual(['700001', '700002'])
    expect(seen).toEqual([{ url: 'http://127.0.0.1:3001/api/reservations/reserved-cars?site=bayside-toyota', authorization: 'Bearer s3cret' }])
  })

  it('throws with the CMS’s answer when it refuses', async () => {
    const fetchImpl = (async () => new Response('no', { status: 401 })) as unknown as typeof fetch
    await expect(readReservedCars({ cmsUrl: 'http://127.0.0.1:3001', secret: 'x' }, 'bayside-toyota', fetchImpl)).rejects.toThrow(/401/)
  })
})
