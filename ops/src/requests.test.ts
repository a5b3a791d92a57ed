import { describe, expect, it } from 'vitest'
import { observeRequest } from './requests'

describe('observeRequest', () => {
  it('keeps the id and site the caller sent', () => {
    const { context } = observeRequest({ requestId: 'abc12345-from-nginx', site: 'southern-cross' })
    expect(context).toEqual({ requestId: 'abc12345-from-nginx', site: 'southern-cross' })
  })

  it('makes a new id for a request that came without one, and drops a site that is not a slug', () => {
    const { context } = observeRequest({ requestId: null, site: 'Bayside Toyota <script>' })
    expect(context.requestId).toMatch(/^[0-9a-f-]{36}$/)
    expect(context.site).toBeUndefined()
  })
})
