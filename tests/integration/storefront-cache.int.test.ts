import { describe, expect, it } from 'vitest'

const storefront = (path: string) => new URL(path, process.env.STOREFRONT_URL ?? 'http://localhost:3000').toString()

describe('storefront content invalidation endpoint', () => {
  it('refuses callers without the shared secret', async () => {
    const response = await fetch(storefront('/api/content-invalidate'), {
      method: 'POST',
      headers: { authorization: 'Bearer wrong' },
      body: '{"tenantId":"1"}',
    })
    expect(response.status).toBe(401)
  })

  it('answers a malformed request with a 400 and a message', async () => {
    const response = await fetch(storefront('/api/content-invalidate'), {
      method: 'POST',
      headers: { authorization: `Bearer ${process.env.CONTENT_INVALIDATE_SECRET}`, 'content-type': 'application/json' },
      body: 'not json',
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toContain('tenantId')
  })
})
