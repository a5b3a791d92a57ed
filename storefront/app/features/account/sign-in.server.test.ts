import type { SignedIn } from '@dealer/cms-contract/customer-accounts'
import { RouterContextProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { storefrontCall } from '../../server/cms-storefront.server'
import type { Tenant } from '../../server/tenant'
import { checkCodeWithinLimits, sendCodeWithinLimits } from './sign-in-codes.server'
import { signInAction } from './sign-in.server'

/** /sign-in's steps over stand-ins for the CMS: the events they record (spec 001 §7: 36 once the text is sent, 37 once verified). */

vi.mock('../../server/cms-storefront.server', () => ({ storefrontCall: vi.fn() }))
vi.mock('./sign-in-codes.server', () => ({ sendCodeWithinLimits: vi.fn(), checkCodeWithinLimits: vi.fn(), maySend: vi.fn() }))
vi.mock('./session.server', () => ({
  cookieToken: () => null,
  currentSession: async () => null,
  signedInCookie: () => 'shopper_session=new; HttpOnly',
  signedOutCookie: () => 'shopper_session=; Max-Age=0',
}))

const tenant: Tenant = { id: 1, name: 'Bayside Toyota', slug: 'bayside-toyota', template: 'dealer' }
const PHONE = '0412345678'
const signedIn: SignedIn = {
  customer: { id: 7, phone: PHONE, firstName: null, lastName: null, email: null, postcode: null },
  sessionToken: 's'.repeat(43),
  expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
}

const post = (fields: Record<string, string>) =>
  new Request('https://bayside.example/sign-in?redirect=%2Fmy-garage', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams(fields).toString(),
  })

const recordedEvents = () =>
  vi
    .mocked(storefrontCall)
    .mock.calls.filter(([path]) => path === '/api/analytics-events/intake')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>)

beforeEach(() => {
  vi.mocked(storefrontCall).mockImplementation(async () => new Response(null, { status: 201 }))
})
afterEach(() => {
  vi.clearAllMocks()
})

describe('/sign-in’s analytics events', () => {
  it('records 36 once the code is texted, and nothing when a limit refused it', async () => {
    vi.mocked(sendCodeWithinLimits).mockResolvedValueOnce({ limited: true })
    await signInAction(tenant, post({ intent: 'send', phone: PHONE }), new RouterContextProvider(), '10.1.2.3')
    expect(recordedEvents()).toEqual([])

    vi.mocked(sendCodeWithinLimits).mockResolvedValueOnce({ sent: true })
    await signInAction(tenant, post({ intent: 'send', phone: PHONE }), new RouterContextProvider(), '10.1.2.3')
    // With its user data (spec 001 §7): the site; /sign-in asks for no name or email, so none are sent.
    expect(recordedEvents()).toEqual([
      expect.objectContaining({
        site: 'bayside-toyota',
        eventId: 36,
        name: 'Sign-in code sent',
        path: '/sign-in',
        userData: { website: 'bayside-toyota', firstName: null, lastName: null, email: null },
      }),
    ])
  })

  it('records 37 once the code is right, and nothing for a wrong one', async () => {
    vi.mocked(checkCodeWithinLimits).mockResolvedValueOnce({ refused: { code: 'invalid-code', message: 'no' }, status: 400 })
    await signInAction(tenant, post({ intent: 'verify', phone: PHONE, code: '111111' }), new RouterContextProvider(), '10.1.2.3')
    expect(recordedEvents()).toEqual([])

    vi.mocked(checkCodeWithinLimits).mockResolvedValueOnce(signedIn)
    const answer = await signInAction(tenant, post({ intent: 'verify', phone: PHONE, code: '123456' }), new RouterContextProvider(), '10.1.2.3')
    expect(answer).toBeInstanceOf(Response)
    expect((answer as Response).headers.get('location')).toBe('/my-garage')
    expect(recordedEvents()).toEqual([expect.objectContaining({ site: 'bayside-toyota', eventId: 37, name: 'Phone verified', path: '/sign-in' })])
  })
})
