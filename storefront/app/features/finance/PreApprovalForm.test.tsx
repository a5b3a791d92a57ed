// @vitest-environment jsdom
import { act, cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, redirect, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FINANCE_PATHS } from './finance-api'
import PreApprovalForm, { type PreApprovalFormProps } from './PreApprovalForm'
import { PRE_APPROVAL_INTENTS, stateFromForm, type PreApprovalState } from './pre-approval'
import { advancePreApproval, type PreApprovalServices } from './pre-approval-steps'

// The whole unit run shares two cores: give findBy*/waitFor more than their default second before calling it a failure.
configure({ asyncUtilTimeout: 5_000 })

const car = { carId: 'c42', slug: '2022-toyota-hilux-sr5-c42', name: '2022 Toyota HiLux SR5', price: 42_990, vin: 'VIN42', nvic: null, year: 2022 }
const props: PreApprovalFormProps = {
  car,
  start: { amount: 42_990, term: 5, selfAssessedCreditScore: 'GREAT', whoIsHelping: 'nobody' },
  postcodeRequired: true,
  preferredDealership: 'bayside-toyota',
  variant: 'page',
}
const QUOTE = { weeklyRepaymentAmount: 150, advertisedRate: 8.5, comparisonRate: 9.12 }

type Handler = (body: Record<string, unknown>, signal: AbortSignal | undefined) => Response | Promise<Response>
/** A fetch that answers each path with its handler and records the calls (the live quote's). */
function stubFetch(handlers: Record<string, Handler>) {
  const calls: Array<{ url: string; body: Record<string, unknown> }> = []
  const spy = vi.fn(async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>
    calls.push({ url, body })
    const handler = handlers[url]
    if (!handler) throw new Error(`unexpected ${url}`)
    return handler(body, init.signal ?? undefined)
  })
  vi.stubGlobal('fetch', spy)
  return { calls, callsTo: (url: string) => calls.filter((call) => call.url === url) }
}

type Call = { service: keyof PreApprovalServices; asked: unknown }

/**
 * The form on the finance page, whose action is the pre-approval's steps over fake services (as
 * pre-approval-action.server.ts); a right code signs the mobile in, as the session cookie would.
 */
function renderForm(overrides: Partial<PreApprovalServices> = {}, formProps: Partial<PreApprovalFormProps> = {}) {
  const calls: Call[] = []
  let session: string | null = null
  const base: PreApprovalServices = {
    quote: async () => QUOTE,
    sendCode: async () => ({ resendInSeconds: 60 }),
    verify: async () => ({ headers: {} }),
    apply: async () => ({ redirectUrl: '/finance/lender/abc' }),
    ...overrides,
  }
  const services: PreApprovalServices = {
    quote: (state) => base.quote(state),
    sendCode: (mobile, given) => (calls.push({ service: 'sendCode', asked: { mobile, given } }), base.sendCode(mobile, given)),
    verify: async (mobile, code) => {
      calls.push({ service: 'verify', asked: { mobile, code } })
      const verified = await base.verify(mobile, code)
      if (!('error' in verified)) session = mobile
      return verified
    },
    apply: (state, quote) => (calls.push({ service: 'apply', asked: { state, quote } }), base.apply(state, quote)),
  }
  const rules = { postcodeRequired: formProps.postcodeRequired ?? props.postcodeRequired }
  const router = createMemoryRouter(
    [
      {
        path: '/finance',
        element: <PreApprovalForm {...props} {...formProps} />,
        action: async ({ request }) => {
          const fields = new URLSearchParams([...(await request.formData())].map(([name, value]) => [name, String(value)]))
          const intent = PRE_APPROVAL_INTENTS.find((known) => known === fields.get('intent')) ?? 'next'
          const outcome = await advancePreApproval(stateFromForm(fields, props.start, rules, session), intent, rules, services)
          return 'redirectUrl' in outcome ? redirect(outcome.redirectUrl) : outcome
        },
      },
      { path: '/finance/lender/abc', element: <h1>Your lender</h1> },
    ],
    { initialEntries: ['/finance'] },
  )
  render(<RouterProvider router={router} />)
  return { router, calls, callsTo: (service: keyof PreApprovalServices) => calls.filter((call) => call.service === service) }
}

const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent
const fill = (label: string, value: string) => {
  const field = screen.getByLabelText(label, { exact: false })
  fireEvent.input(field, { target: { value } })
  fireEvent.change(field, { target: { value } })
}
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }))

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('Quick Estimate', () => {
  beforeEach(() => vi.useFakeTimers())
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

  it('asks for the quote 500 ms after the last change, shows "..." meanwhile, then the weekly, monthly and rates', async () => {
    const { callsTo } = stubFetch({ [FINANCE_PATHS.quote]: () => Response.json(QUOTE) })
    renderForm()
    expect(figure('Weekly')).toBe('...')
    expect(figure('Comparison rate')).toBe('...')
    await wait(499)
    expect(callsTo(FINANCE_PATHS.quote)).toHaveLength(0)
    await wait(1)
    expect(callsTo(FINANCE_PATHS.quote)).toHaveLength(1)
    expect(callsTo(FINANCE_PATHS.quote)[0]!.body).toEqual({
      selfAssessedCreditScore: 'GREAT',
      purchasePrice: 42_990,
      loanTerm: 5,
      year: 2022,
      vin: 'VIN42',
      nvic: null,
      whoIsHelping: 'nobody',
    })
    expect(figure('Weekly')).toBe('$150.00')
    expect(figure('Monthly')).toBe('$649.50')
    expect(figure('Advertised rate')).toBe('8.50% p.a.')
    expect(figure('Comparison rate')).toBe('9.12% p.a.')
    expect(document.querySelector('.pre-approval__quote')?.getAttribute('aria-live')).toBe('polite')

    // Typing digit by digit asks once, for the last amount, clamped; anything but digits is dropped.
    fill('Purchase amount', '2')
    expect(figure('Weekly')).toBe('...')
    await wait(300)
    fill('Purchase amount', '25')
    await wait(300)
    fill('Purchase amount', '25,0a00')
    expect(screen.getByLabelText('Purchase amount', { exact: false })).toHaveProperty('value', '25000')
    await wait(500)
    expect(callsTo(FINANCE_PATHS.quote).map((call) => call.body.purchasePrice)).toEqual([42_990, 25_000])

    fill('Purchase amount', '500')
    fireEvent.blur(screen.getByLabelText('Purchase amount', { exact: false }))
    expect(screen.getByLabelText('Purchase amount', { exact: false })).toHaveProperty('value', '10000')
    fireEvent.change(screen.getByLabelText('Loan term'), { target: { value: '3' } })
    expect(screen.getByLabelText('Loan term').getAttribute('aria-valuetext')).toBe('3 years')
    fireEvent.click(screen.getByLabelText('Poor'))
    await wait(500)
    expect(callsTo(FINANCE_PATHS.quote).at(-1)!.body).toMatchObject({ purchasePrice: 10_000, loanTerm: 3, selfAssessedCreditScore: 'POOR' })
  })

  it('on failure shows no values, "-" for the rates and the answer’s error, else the spec’s text', async () => {
    let answer: Response = Response.json({ error: 'The broker is busy, please try again.' }, { status: 502 })
    stubFetch({ [FINANCE_PATHS.quote]: () => answer })
    renderForm()
    await wait(500)
    expect(figure('Weekly')).toBe('')
    expect(figure('Monthly')).toBe('')
    expect(figure('Advertised rate')).toBe('-')
    expect(figure('Comparison rate')).toBe('-')
    expect(screen.getByText('The broker is busy, please try again.')).toBeTruthy()

    answer = Response.json({}, { status: 500 })
    fireEvent.change(screen.getByLabelText('Loan term'), { target: { value: '4' } })
    await wait(500)
    expect(figure('Advertised rate')).toBe('-')
    expect(screen.getByText('Failed to get YouX quick quote')).toBeTruthy()
  })

  it('aborts a call a newer change overtook, and never shows its late answer', async () => {
    const signals: Array<AbortSignal | undefined> = []
    let releaseFirst: (response: Response) => void = () => undefined
    stubFetch({
      [FINANCE_PATHS.quote]: (body, signal) => {
        signals.push(signal)
        if (signals.length === 1) return new Promise<Response>((resolve) => (releaseFirst = resolve))
        return Response.json({ ...QUOTE, weeklyRepaymentAmount: Number(body.loanTerm) * 10 })
      },
    })
    renderForm()
    await wait(500)
    fireEvent.change(screen.getByLabelText('Loan term'), { target: { value: '7' } })
    expect(signals[0]!.aborted).toBe(true)
    await wait(500)
    expect(figure('Weekly')).toBe('$70.00')
    releaseFirst(Response.json({ ...QUOTE, weeklyRepaymentAmount: 999 }))
    await wait(0)
    expect(figure('Weekly')).toBe('$70.00')
  })
})

describe("a car's own quote (spec 001 §4: the estimate loads when the car has no quote yet)", () => {
  beforeEach(() => vi.useFakeTimers())
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
  const CAR_QUOTE = { weeklyRepaymentAmount: 187.34, advertisedRate: 8.99, comparisonRate: 9.61 }
  const quoted = { ...car, quote: { ...CAR_QUOTE, amount: 42_990, term: 5, selfAssessedCreditScore: 'GREAT' as const } }

  it("shows the car's weekly figure and rates at once and never asks the broker for them", async () => {
    const { callsTo } = stubFetch({ [FINANCE_PATHS.quote]: () => Response.json(QUOTE) })
    renderForm({}, { car: quoted })
    expect(figure('Weekly')).toBe('$187.34')
    expect(figure('Monthly')).toBe('$811.18')
    expect(figure('Advertised rate')).toBe('8.99% p.a.')
    expect(figure('Comparison rate')).toBe('9.61% p.a.')
    await wait(2_000)
    expect(callsTo(FINANCE_PATHS.quote)).toHaveLength(0)
    expect(figure('Weekly')).toBe('$187.34')
  })

  it("asks for another loan, and shows the car's figure again back at the car's loan without asking", async () => {
    const { callsTo } = stubFetch({ [FINANCE_PATHS.quote]: () => Response.json(QUOTE) })
    renderForm({}, { car: quoted })
    fireEvent.change(screen.getByLabelText('Loan term'), { target: { value: '3' } })
    expect(figure('Weekly')).toBe('...')
    await wait(500)
    expect(callsTo(FINANCE_PATHS.quote)).toHaveLength(1)
    expect(figure('Weekly')).toBe('$150.00')
    fireEvent.change(screen.getByLabelText('Loan term'), { target: { value: '5' } })
    expect(figure('Weekly')).toBe('$187.34')
    await wait(1_000)
    expect(callsTo(FINANCE_PATHS.quote)).toHaveLength(1)
    expect(figure('Weekly')).toBe('$187.34')
  })
})

describe("the finance page's address describing the car (vin, nvic, year, car_type)", () => {
  beforeEach(() => vi.useFakeTimers())
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
  const vehicle = { vin: 'JTMBFREV30D123456', nvic: '0BX319', year: 2019, carType: 'used' as const }

  it('shows the car, quotes with its VIN, NVIC and year, and carries them in hidden fields', async () => {
    const { callsTo } = stubFetch({ [FINANCE_PATHS.quote]: () => Response.json(QUOTE) })
    renderForm({}, { car: null, vehicle })
    expect(screen.getByText('The car you’re financing')).toBeTruthy()
    expect(figure('Condition')).toBe('Used')
    expect(figure('Year')).toBe('2019')
    expect(figure('VIN')).toBe('JTMBFREV30D123456')
    expect(figure('NVIC')).toBe('0BX319')
    await wait(500)
    expect(callsTo(FINANCE_PATHS.quote)[0]!.body).toMatchObject({ vin: 'JTMBFREV30D123456', nvic: '0BX319', year: 2019 })
    const form = document.querySelector('form.pre-approval__form') as HTMLFormElement
    const posted = new FormData(form)
    expect([posted.get('vin'), posted.get('nvic'), posted.get('year'), posted.get('car_type')]).toEqual(['JTMBFREV30D123456', '0BX319', '2019', 'used'])
  })

  it("leaves the address's car out when the page has one of the site's cars", () => {
    stubFetch({ [FINANCE_PATHS.quote]: () => Response.json(QUOTE) })
    renderForm({}, { vehicle })
    expect(screen.queryByText('The car you’re financing')).toBeNull()
    expect(new FormData(document.querySelector('form.pre-approval__form') as HTMLFormElement).get('vin')).toBeNull()
  })
})

async function fillDetailsAndVerify() {
  click('Next')
  await screen.findByRole('heading', { name: /Your Details/ })
  fill('First Name', 'Mia')
  fill('Last Name', 'Nguyen')
  fill('Email Address', 'mia@example.com')
  fill('Mobile Number', '+61 412 345 678')
  fill('Postcode', '2150')
  click('Next')
  await screen.findByRole('heading', { name: /Instant pre-approval/ })
  click('Send code')
  await screen.findByLabelText('Verification code')
  fill('Verification code', '123456')
  click('Verify')
  await screen.findByRole('heading', { name: /Apply to lender/ })
}

describe('the steps', { timeout: 30_000 }, () => {
  beforeEach(() => stubFetch({ [FINANCE_PATHS.quote]: () => Response.json(QUOTE) }))

  it('checks each step before Next, lists the problems, and moves the focus to each step’s heading', async () => {
    renderForm()
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toContain('Quick Estimate')
    click('Next')
    const heading = await screen.findByRole('heading', { name: /Your Details/ })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toContain('Your Details')
    click('Next')
    const summary = await screen.findByText('Please fix the following errors:')
    const items = Array.from(summary.parentElement!.querySelectorAll('li')).map((item) => item.textContent)
    expect(items).toEqual([
      'First Name: Please enter your first name.',
      'Last Name: Please enter your last name.',
      'Email Address: Please enter your email address.',
      'Mobile Number: This is a required field.',
      'Postcode: Invalid postcode. Please enter a 4-digit number.',
    ])
    fill('Mobile Number', '0212345678')
    expect(screen.queryByText('Mobile Number: This is a required field.')).toBeNull()
    click('Back')
    const estimate = await screen.findByRole('heading', { name: /Quick Estimate/ })
    // Focus moves in an effect after the step renders.
    await waitFor(() => expect(document.activeElement).toBe(estimate))
  })

  it('sends a code only to a valid mobile, shows a wrong code’s message and a failed send’s, then moves on verified', async () => {
    let sendAnswer: Awaited<ReturnType<PreApprovalServices['sendCode']>> = { status: 503, error: 'An unknown error occurred.' }
    let verifyAnswer: Awaited<ReturnType<PreApprovalServices['verify']>> = {
      status: 400,
      error: 'The verification code is invalid. Please try again.',
      errors: { code: 'The verification code is invalid. Please try again.' },
    }
    const { callsTo } = renderForm({ sendCode: async () => sendAnswer, verify: async () => verifyAnswer }, { postcodeRequired: false })
    click('Next')
    await screen.findByRole('heading', { name: /Your Details/ })
    expect(screen.queryByLabelText('Postcode')).toBeNull()
    fill('First Name', 'Mia')
    fill('Last Name', 'Nguyen')
    fill('Email Address', 'mia@example.com')
    fill('Mobile Number', '0412 345 678')
    click('Next')
    await screen.findByRole('heading', { name: /Instant pre-approval/ })
    expect(screen.getByText('0412 345 678')).toBeTruthy()
    click('Send code')
    expect((await screen.findByRole('alert')).textContent).toBe('An unknown error occurred.')
    // The code goes with Your Details' name and email: the sign-in's user data (spec 001 §7, event 36).
    expect(callsTo('sendCode')[0]!.asked).toEqual({ mobile: '0412345678', given: { firstName: 'Mia', lastName: 'Nguyen', email: 'mia@example.com' } })

    sendAnswer = { resendInSeconds: 45 }
    click('Send code')
    await screen.findByLabelText('Verification code')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send a new code' })).toHaveProperty('disabled', true))
    // Counting down from the answer's 45 s (a slow run may already be a few seconds in).
    const wait = Number(screen.getByText(/You can ask for a new code in \d+ seconds\./).textContent!.match(/\d+/)![0])
    expect(wait).toBeGreaterThan(30)
    expect(wait).toBeLessThanOrEqual(45)
    fill('Verification code', '123')
    click('Verify')
    expect(await screen.findByText('Code must be 6 digits.', { selector: '.lead-form__error' })).toBeTruthy()
    expect(callsTo('verify')).toHaveLength(0)
    fill('Verification code', '123456')
    click('Verify')
    expect(await screen.findByText('The verification code is invalid. Please try again.', { selector: '.lead-form__error' })).toBeTruthy()
    expect(callsTo('verify')[0]!.asked).toEqual({ mobile: '0412345678', code: '123456' })

    verifyAnswer = { headers: {} }
    fill('Verification code', '654321')
    click('Verify')
    const applyHeading = await screen.findByRole('heading', { name: /Apply to lender/ })
    await waitFor(() => expect(document.activeElement).toBe(applyHeading))
    // Back to the code step: the session says the mobile is verified, so no code is asked for again.
    click('Back')
    expect(await screen.findByText('Your mobile number 0412 345 678 is verified.')).toBeTruthy()
  })
})

describe('Apply to lender', { timeout: 30_000 }, () => {
  beforeEach(() => stubFetch({ [FINANCE_PATHS.quote]: () => Response.json(QUOTE) }))

  it('applies with everything the steps asked and the quote, and goes to the lender', async () => {
    const { router, callsTo } = renderForm()
    await fillDetailsAndVerify()
    expect(screen.getByText('$150.00 per week')).toBeTruthy()
    expect(screen.getByText('0412 345 678 (verified)')).toBeTruthy()
    click('Apply')
    await waitFor(() => expect(router.state.location.pathname).toBe('/finance/lender/abc'))
    expect(callsTo('apply')).toHaveLength(1)
    const { state, quote } = callsTo('apply')[0]!.asked as { state: PreApprovalState; quote: unknown }
    expect(quote).toEqual(QUOTE)
    expect(state.values).toMatchObject({ amount: 42_990, term: 5, name: 'Mia', phone: '+61 412 345 678', postcode: '2150', subscribe: true })
    expect(state.verifiedPhone).toBe('0412345678')
  })

  it('shows each failure’s text on the step, and Apply can be pressed again', async () => {
    let answer: Awaited<ReturnType<PreApprovalServices['apply']>> = { status: 502, errors: ['Lead submission failed', 'Failed to create customer with YouX'] }
    const { router, callsTo } = renderForm({ apply: async () => answer })
    await fillDetailsAndVerify()
    click('Apply')
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Lead submission failed', 'Failed to create customer with YouX']),
    )
    answer = { redirectUrl: '/finance/lender/abc' }
    click('Apply')
    await waitFor(() => expect(router.state.location.pathname).toBe('/finance/lender/abc'))
    expect(callsTo('apply')).toHaveLength(2)
  })
})
