import { describe, expect, it } from 'vitest'
import { currentRequest } from './log'
import { observeRequest } from './requests'

const headers = (values: Record<string, string>) => (name: string) => values[name]

describe('observeRequest', () => {
  it('keeps the id and site the caller sent, and runs the request’s work with them', () => {
    const { context, run } = observeRequest('GET', headers({ 'x-request-id': 'abc12345-from-nginx', 'x-dealer-site': 'southern-cross' }), {
      callerNamesSite: true,
    })
    expect(context).toEqual({ requestId: 'abc12345-from-nginx', site: 'southern-cross' })
    expect(run(() => currentRequest())).toBe(context)
  })

  it('makes a new id for a request that came without one, and drops a site that is not a slug', () => {
    const { context } = observeRequest('POST', headers({ 'x-dealer-site': 'Bayside Toyota <script>' }), { callerNamesSite: true })
    expect(context.requestId).toMatch(/^[0-9a-f-]{36}$/)
    expect(context.site).toBeUndefined()
  })

  it('ignores a site named by a caller that is not one of our servers (a shopper at the storefront)', () => {
    const { context } = observeRequest('GET', headers({ 'x-dealer-site': 'southern-cross' }), { callerNamesSite: false })
    expect(context.site).toBeUndefined()
  })
})
