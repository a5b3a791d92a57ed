import type { SignedIn } from '@dealer/cms-contract/customer-accounts'
import { RouterContextProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { storefrontCall } from '../../server/cms-storefront.server'
import { clientAddressContext } from '../../server/client-address'
import type { Tenant } from '../../server/tenant'
import { updateContactDetails } from '../account/customer-accounts.server'
import { checkCodeWithinLimits, sendCodeWithinLimits } from '../account/sign-in-codes.server'
import { FINANCE_PATHS } from './finance-api'
import { sendCode, verifyCode } from './pre-approval.server'

/**
 * The pre-approval's code steps over stand-ins for the CMS: the events they record (spec 001 §7: 36 once the text is
 * sent, 37 once the code is right) and the details the sign-in saves on the shopper's customer.
 */

// The CMS: the analytics intake is asked through this; the accounts' calls are stood in for below.
vi.mock('../../server/cms-storefront.server', () => ({ storefrontCall: vi.fn() }))
vi.mock('../account/customer-accounts.server', () => ({
  updateContactDetails: vi.fn(),
  reportSendRefused: vi.fn(),
  sendSignInCode: vi.fn(),
  verifySignInCode: vi.fn(),
}))
// The limits are sign-in-codes' own tests' business: here a send goes and a check reaches the CMS.
vi.mock('../account/sign-in-codes.server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../account/sign-in-codes.server')>()),
  sendCodeWithinLimits: vi.fn(),
  checkCodeWithinLimits: vi.fn(),
}))
vi.mock('../account/session.server', () => ({
  cookieToken: () => null,
  currentSession: async () => null,
  signedInCookie: () => 'shopper_session=new; HttpOnly',
}))

const tenant: Tenant = { id: 1, name: 'Bayside Toyota', slug: 'bayside-toyota', template: 'dealer' }
const PHONE = '0412345678'

function signedIn(customer: Partial<SignedIn['customer']> = {}): SignedIn {
  return {
    customer: { id: 7, phone: PHONE, firstName: null, lastName: null, email: null, postcode: null, ...customer },
    sessionToken: 's'.repeat(43),
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  }
}

/** The analytics events sent to the CMS's intake, as it receives them. */
const recordedEvents = () =>
  vi
    .mocked(storefrontCall)
    .mock.calls.filter(([path]) => path === '/api/analytics-events/intake')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>)

function context() {
  const provider = new RouterContextProvider()
  provider.set(clientAddressContext, '10.1.2.3')
  return provider
}
const request = () => new Request('https://bayside.example/api/finance/verify-code', { method: 'POST' })

beforeEach(() => {
  vi.mocked(storefrontCall).mockImplementation(async () => new Response(null, { status: 201 }))
  vi.mocked(updateContactDetails).mockImplementation(async (_tenant, _token, details) => ({ id: 7, phone: PHONE, ...details }))
})
afterEach(() => {
  vi.clearAllMocks()
})

describe('event 36: a sign-in code sent', () => {
  it('is recorded once the text is sent, and not when a limit refused it', async () => {
    vi.mocked(sendCodeWithinLimits).mockResolvedValueOnce({ sent: true })
    expect(await sendCode(tenant, PHONE, '10.1.2.3', { firstName: 'Mia ', lastName: 'Nguyen', email: '' })).toEqual({ resendInSeconds: 60 })
    // With the user data Your Details gave (spec 001 §7), a blank left out.
    expect(recordedEvents()).toEqual([
      expect.objectContaining({
        site: 'bayside-toyota',
        eventId: 36,
        path: FINANCE_PATHS.sendCode,
        userData: { website: 'bayside-toyota', firstName: 'Mia', lastName: 'Nguyen', email: null },
      }),
    ])

    vi.mocked(sendCodeWithinLimits).mockResolvedValueOnce({ limited: true })
    expect(await sendCode(tenant, PHONE, '10.1.2.3')).toMatchObject({ status: 429 })
    expect(recordedEvents()).toHaveLength(1)
  })
})

describe('event 37: a phone verified', () => {
  it('is recorded once the code is right, and not for a wrong one', async () => {
    vi.mocked(checkCodeWithinLimits).mockResolvedValueOnce({ refused: { code: 'invalid-code', message: 'no' }, status: 400 })
    expect(await verifyCode(tenant, { phone: PHONE, code: '111111' }, request(), context())).toMatchObject({ status: 400 })
    expect(recordedEvents()).toEqual([])

    vi.mocked(checkCodeWithinLimits).mockResolvedValueOnce(signedIn())
    expect(await verifyCode(tenant, { phone: PHONE, code: '123456' }, request(), context())).toEqual({ cookie: 'shopper_session=new; HttpOnly' })
    expect(recordedEvents()).toEqual([expect.objectContaining({ site: 'bayside-toyota', eventId: 37, path: FINANCE_PATHS.verifyCode })])
  })
})

describe('the details a sign-in carries (spec 001 §7)', () => {
  it('saves the form’s first name, last name and email on the customer once the code is right', async () => {
    vi.mocked(checkCodeWithinLimits).mockResolvedValueOnce(signedIn({ postcode: '4000' }))
    await verifyCode(tenant, { phone: PHONE, code: '123456', firstName: ' Jo ', lastName: 'Citizen', email: 'jo@example.com' }, request(), context())
    expect(updateContactDetails).toHaveBeenCalledWith(tenant, 's'.repeat(43), {
      firstName: 'Jo',
      lastName: 'Citizen',
      email: 'jo@example.com',
      postcode: '4000',
    })
  })

  it('never overwrites what the customer has with a blank, and asks nothing when nothing changes', async () => {
    vi.mocked(checkCodeWithinLimits).mockResolvedValueOnce(signedIn({ firstName: 'Jo', lastName: 'Citizen', email: 'jo@example.com' }))
    await verifyCode(tenant, { phone: PHONE, code: '123456', firstName: '', lastName: '  ', email: '' }, request(), context())
    expect(updateContactDetails).not.toHaveBeenCalled()

    vi.mocked(checkCodeWithinLimits).mockResolvedValueOnce(signedIn({ firstName: 'Jo', lastName: 'Citizen', email: 'jo@example.com' }))
    await verifyCode(tenant, { phone: PHONE, code: '123456', firstName: 'Joanne', lastName: '', email: 'not-an-email' }, request(), context())
    expect(updateContactDetails).toHaveBeenCalledWith(tenant, 's'.repeat(43), {
      firstName: 'Joanne',
      lastName: 'Citizen',
      email: 'jo@example.com',
      postcode: '',
    })
  })

  it('signs the shopper in even when the details could not be saved', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.mocked(updateContactDetails).mockRejectedValueOnce(new Error('the CMS answered update contact details with 500'))
    vi.mocked(checkCodeWithinLimits).mockResolvedValueOnce(signedIn())
    expect(await verifyCode(tenant, { phone: PHONE, code: '123456', firstName: 'Jo' }, request(), context())).toEqual({
      cookie: 'shopper_session=new; HttpOnly',
    })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('contact details not saved'))
    warn.mockRestore()
  })
})
