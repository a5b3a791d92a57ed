// @vitest-environment jsdom
import { act, cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FINANCE_PATHS } from './finance-api'
import PreApprovalForm, { type PreApprovalFormProps } from './PreApprovalForm'
import { leaveFor } from './pre-approval-calls'

// The whole unit run shares two cores: give findBy*/waitFor more than their default second before calling it a failure.
configure({ asyncUtilTimeout: 5_000 })

vi.mock('./pre-approval-calls', async (original) => ({ ...(await original<typeof import('./pre-approval-calls')>()), leaveFor: vi.fn() }))

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
/** A fetch that answers each path with its handler and records the calls. */
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

const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } })
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }))

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.mocked(leaveFor).mockReset()
})

describe('Quick Estimate', () => {
  beforeEach(() => vi.useFakeTimers())
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

  it('asks for the quote 500 ms after the last change, shows "..." meanwhile, then the weekly, monthly and rates', async () => {
    const { callsTo } = stubFetch({ [FINANCE_PATHS.quote]: () => Response.json(QUOTE) })
    render(<PreApprovalForm {...props} />)
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
    render(<PreApprovalForm {...props} />)
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
    render(<PreApprovalForm {...props} />)
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

/** The happy path's answers; a test replaces the ones it is about. */
function brokerAnswers(overrides: Partial<Record<string, Handler>> = {}): Record<string, Handler> {
  return {
    [FINANCE_PATHS.quote]: () => Response.json(QUOTE),
    [FINANCE_PATHS.sendCode]: () => Response.json({ resendInSeconds: 60 }, { status: 202 }),
    [FINANCE_PATHS.verifyCode]: () => Response.json({ verified: true }),
    [FINANCE_PATHS.lead]: () => Response.json({ lead_id: 31, category: 'Finance' }, { status: 201 }),
    [FINANCE_PATHS.createCustomer]: () => Response.json({ redirectUrl: 'http://bayside-toyota.localhost/finance/lender/abc' }, { status: 201 }),
    ...overrides,
  } as Record<string, Handler>
}

async function fillDetailsAndVerify() {
  await waitFor(() => expect(figure('Weekly')).toBe('$150.00'))
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
  await waitFor(() => expect(screen.getByRole('button', { name: 'Verify' })).toHaveProperty('disabled', false))
  click('Verify')
  await screen.findByRole('heading', { name: /Apply to lender/ })
}

describe('the steps', () => {
  it('checks each step before Next, lists the problems, and moves the focus to each step’s heading', async () => {
    stubFetch(brokerAnswers())
    render(<PreApprovalForm {...props} />)
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toContain('Quick Estimate')
    click('Next')
    const heading = await screen.findByRole('heading', { name: /Your Details/ })
    expect(document.activeElement).toBe(heading)
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
    expect(screen.getByText('Please enter an Australian mobile number, e.g. 0412 345 678.', { selector: '.lead-form__error' })).toBeTruthy()
    click('Back')
    expect(await screen.findByRole('heading', { name: /Quick Estimate/ })).toBe(document.activeElement)
  })

  it('sends a code only to a valid mobile, shows a wrong code’s message and a failed send’s', async () => {
    let verify: Handler = () => Response.json({ error: 'The verification code is invalid. Please try again.' }, { status: 400 })
    let send: Handler = () => Response.json({}, { status: 502 })
    const { callsTo } = stubFetch(
      brokerAnswers({ [FINANCE_PATHS.sendCode]: (...args) => send(...args), [FINANCE_PATHS.verifyCode]: (...args) => verify(...args) }),
    )
    render(<PreApprovalForm {...props} postcodeRequired={false} />)
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
    expect(callsTo(FINANCE_PATHS.sendCode)[0]!.body).toEqual({ phone: '0412345678' })

    send = () => Response.json({ resendInSeconds: 45 }, { status: 202 })
    click('Send code')
    await screen.findByLabelText('Verification code')
    expect(screen.getByRole('button', { name: 'Send a new code' })).toHaveProperty('disabled', true)
    // Counting down from the answer's 45 s (a slow run may already be a few seconds in).
    const wait = Number(screen.getByText(/You can ask for a new code in \d+ seconds\./).textContent!.match(/\d+/)![0])
    expect(wait).toBeGreaterThan(30)
    expect(wait).toBeLessThanOrEqual(45)
    fill('Verification code', '123')
    click('Verify')
    expect(await screen.findByText('Code must be 6 digits.', { selector: '.lead-form__error' })).toBeTruthy()
    expect(callsTo(FINANCE_PATHS.verifyCode)).toHaveLength(0)
    fill('Verification code', '123456')
    click('Verify')
    expect(await screen.findByText('The verification code is invalid. Please try again.', { selector: '.lead-form__error' })).toBeTruthy()
    expect(callsTo(FINANCE_PATHS.verifyCode)[0]!.body).toEqual({ phone: '0412345678', code: '123456' })

    verify = () => Response.json({ verified: true })
    click('Verify')
    const applyHeading = await screen.findByRole('heading', { name: /Apply to lender/ })
    // Focus moves in an effect after the step renders.
    await waitFor(() => expect(document.activeElement).toBe(applyHeading))
  })
})

describe('Apply to lender', () => {
  it('sends the lead and the broker’s customer once each, in parallel, and goes to the lender', async () => {
    let releaseLead: (response: Response) => void = () => undefined
    const { callsTo } = stubFetch(brokerAnswers({ [FINANCE_PATHS.lead]: () => new Promise<Response>((resolve) => (releaseLead = resolve)) }))
    sessionStorage.setItem('dealer.visitedPages', JSON.stringify(['/cars/2022-toyota-hilux-sr5-c42']))
    render(<PreApprovalForm {...props} />)
    await fillDetailsAndVerify()
    const apply = screen.getByRole('button', { name: 'Apply' })
    fireEvent.click(apply)
    fireEvent.click(apply)
    // The broker's customer was asked for while the lead was still on its way: in parallel, not one after the other.
    await waitFor(() => expect(callsTo(FINANCE_PATHS.createCustomer)).toHaveLength(1))
    expect(callsTo(FINANCE_PATHS.lead)).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Applying…' })).toHaveProperty('disabled', true)
    releaseLead(Response.json({ lead_id: 31, category: 'Finance' }, { status: 201 }))
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('http://bayside-toyota.localhost/finance/lender/abc'))
    expect(callsTo(FINANCE_PATHS.lead)).toHaveLength(1)
    expect(callsTo(FINANCE_PATHS.createCustomer)).toHaveLength(1)

    const lead = callsTo(FINANCE_PATHS.lead)[0]!.body
    const customer = callsTo(FINANCE_PATHS.createCustomer)[0]!.body
    expect(lead).toMatchObject({
      form: 'finance',
      car: '2022-toyota-hilux-sr5-c42',
      preferredDealership: 'bayside-toyota',
      website: '',
      visitedPages: ['/cars/2022-toyota-hilux-sr5-c42'],
      values: { amount: 42_990, term: 5, name: 'Mia', phone: '0412345678', postcode: '2150', subscribe: true },
      quote: QUOTE,
    })
    expect(customer.idempotencyKey).toBe(lead.idempotencyKey)
    expect(customer.additionalData).toEqual(lead)
    expect(customer.data).toMatchObject({ phoneNumber: '0412345678', firstName: 'Mia', purchasePrice: 42_990, postCode: '2150', vin: 'VIN42' })
    expect(JSON.parse(localStorage.getItem('dealer.contact')!)).toEqual({
      name: 'Mia',
      last_name: 'Nguyen',
      email: 'mia@example.com',
      phone: '0412345678',
      postcode: '2150',
    })
  })

  it.each([
    ['the lead fails without a message', { [FINANCE_PATHS.lead]: () => Response.json({}, { status: 500 }) }, ['Lead submission failed']],
    [
      'the lead is refused with one',
      { [FINANCE_PATHS.lead]: () => Response.json({ error: 'Too many enquiries from you.' }, { status: 429 }) },
      ['Too many enquiries from you.'],
    ],
    [
      'the broker refuses',
      { [FINANCE_PATHS.createCustomer]: () => Response.json({ error: 'Failed to create customer with YouX' }, { status: 502 }) },
      ['Failed to create customer with YouX'],
    ],
    ['the broker answers nothing useful', { [FINANCE_PATHS.createCustomer]: () => Response.json(null, { status: 504 }) }, ['Failed to create YouX customer']],
    [
      'no redirect comes back',
      { [FINANCE_PATHS.createCustomer]: () => Response.json({}, { status: 201 }) },
      ['Failed to create customer or no redirect URL received.'],
    ],
  ] as Array<[string, Record<string, Handler>, string[]]>)('shows the spec’s text when %s, and a retry uses the same key', async (_case, overrides, texts) => {
    const { callsTo } = stubFetch(brokerAnswers(overrides))
    render(<PreApprovalForm {...props} />)
    await fillDetailsAndVerify()
    click('Apply')
    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(texts))
    expect(leaveFor).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveProperty('disabled', false)
    click('Apply')
    await waitFor(() => expect(callsTo(FINANCE_PATHS.lead)).toHaveLength(2))
    const keys = new Set([...callsTo(FINANCE_PATHS.lead), ...callsTo(FINANCE_PATHS.createCustomer)].map((call) => call.body.idempotencyKey))
    expect(keys.size).toBe(1)
  })
})
