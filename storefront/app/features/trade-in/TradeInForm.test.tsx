// @vitest-environment jsdom
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TRADE_IN_PATHS, TRADE_IN_TEXTS } from './trade-in-api'
import TradeInForm, { type TradeInFormProps } from './TradeInForm'

// The whole unit run shares two cores: give findBy*/waitFor more than their default second before calling it a failure.
configure({ asyncUtilTimeout: 5_000 })

const HILUX = { make: 'Toyota', model: 'HiLux', year: 2022, badge: 'SR5', colour: 'Glacier White', vin: null }
const ESTIMATE = { kind: 'estimate', estimate: 13_200, low: 12_300, high: 14_100, confidence: 0.72, comparables: 14, provider: 'built-in' }

type Handler = (body: Record<string, unknown> | null, url: string) => Response | Promise<Response>
/** A fetch that answers each path (without its query) with its handler and records the calls in order. */
function stubFetch(handlers: Record<string, Handler>) {
  const calls: Array<{ url: string; method: string; body: Record<string, unknown> | null }> = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null
      calls.push({ url, method: init.method ?? 'GET', body })
      const handler = handlers[url.split('?')[0]!]
      if (!handler) throw new Error(`unexpected ${url}`)
      return handler(body, url)
    }),
  )
  return { calls, callsTo: (path: string) => calls.filter((call) => call.url.split('?')[0] === path) }
}

/** The happy path's answers; a test replaces the ones it is about. */
function answers(overrides: Partial<Record<string, Handler>> = {}): Record<string, Handler> {
  return {
    [TRADE_IN_PATHS.regoLookup]: () => Response.json({ vehicle: HILUX }),
    [TRADE_IN_PATHS.valuation]: () => Response.json({ valuationId: 'val_1', valuation: ESTIMATE }, { status: 201 }),
    [TRADE_IN_PATHS.lead]: (body) =>
      Response.json(
        { ok: true, leadId: body?.form === 'trade-in' ? 41 : 42, lead_id: body?.form === 'trade-in' ? 41 : 42, category: 'Trade-in' },
        { status: 201 },
      ),
    ...overrides,
  } as Record<string, Handler>
}

function renderForm(props: Partial<TradeInFormProps> = {}) {
  const router = createMemoryRouter(
    [
      { path: '/sell-my-car', element: <TradeInForm car={null} defaultState="QLD" {...props} /> },
      { path: '/success', element: <h1>Thank you</h1> },
    ],
    { initialEntries: ['/sell-my-car'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } })
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }))
const heading = (name: string) => screen.findByRole('heading', { name: new RegExp(`^${name}`) })
const summaryItems = () =>
  Array.from(screen.getByText('Please fix the following errors:').parentElement!.querySelectorAll('li')).map((item) => item.textContent)

async function identifyByPlate() {
  fill('Registration plate', 'trade 1')
  click('Find my car')
  await screen.findByText('2022 Toyota HiLux SR5, Glacier White')
  click('Next')
  await heading('Condition')
}

async function answerCondition() {
  fill('Kilometres', '45,000')
  for (const answer of ['Full service history', 'Minor: scratches, small dents or chips', 'Good: plenty of tread'])
    fireEvent.click(screen.getByLabelText(answer))
  fireEvent.click(within(screen.getByRole('group', { name: /Fitted accessories/ })).getByLabelText('Yes'))
  fireEvent.click(within(screen.getByRole('group', { name: 'Money owing on the car' })).getByLabelText('No'))
  click('Next')
  await heading('Your details')
}

function fillDetails() {
  fill('First Name', 'Mia')
  fill('Last Name', 'Nguyen')
  fill('Email Address', 'mia@example.com')
  fill('Mobile Number', '+61 412 345 678')
  fill('Postcode', '4163')
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

// Whole journeys through four steps: longer than one assertion's test on a busy run.
describe('TradeInForm', { timeout: 30_000 }, () => {
  it('the four steps: plate lookup, condition, details, then the range, the estimate, the confidence, and Accept offer → /success', async () => {
    sessionStorage.setItem('dealer.visitedPages', JSON.stringify(['/', '/sell-my-car']))
    const { callsTo, calls } = stubFetch(answers())
    const router = renderForm({ car: { carId: 'bt-42', name: '2021 Toyota Corolla Ascent' } })
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toContain('Identify your car')
    expect(screen.getByLabelText('State')).toHaveProperty('value', 'QLD')

    await identifyByPlate()
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: /^Condition/ }))
    expect(callsTo(TRADE_IN_PATHS.regoLookup)[0]!.body).toEqual({ plate: 'TRADE1', state: 'QLD' })
    expect(screen.getByText('Your car: 2022 Toyota HiLux SR5')).toBeTruthy()

    await answerCondition()
    fillDetails()
    click('Get my valuation')
    await heading('Your valuation')

    // The valuation record first, then the trade-in lead naming it.
    expect(calls.map((call) => call.url)).toEqual([TRADE_IN_PATHS.regoLookup, TRADE_IN_PATHS.valuation, TRADE_IN_PATHS.lead])
    const valuation = callsTo(TRADE_IN_PATHS.valuation)[0]!.body!
    expect(valuation).toMatchObject({
      column_name: 'valuation',
      vehicle: { make: 'Toyota', model: 'HiLux', year: 2022, badge: 'SR5', km: 45_000, state: 'QLD', plate: 'TRADE1' },
      condition: { km: 45_000, serviceHistory: 'full', damage: 'minor', tyres: 'good', accessories: true, financeOwing: false },
      carId: 'bt-42',
    })
    expect(valuation.idempotencyKey).toMatch(/^[A-Za-z0-9-]{8,100}$/)
    expect(callsTo(TRADE_IN_PATHS.lead)[0]!.body).toMatchObject({
      form: 'trade-in',
      valuationId: 'val_1',
      carId: 'bt-42',
      values: { name: 'Mia', last_name: 'Nguyen', email: 'mia@example.com', phone: '0412345678', postcode: '4163', subscribe: true },
      website: '',
      visitedPages: ['/', '/sell-my-car'],
    })

    expect(screen.getByText(TRADE_IN_TEXTS.estimateLead)).toBeTruthy()
    expect(screen.getByText('$13,200')).toBeTruthy()
    expect(screen.getByText('$12,300 – $14,100')).toBeTruthy()
    expect(screen.getByText('High confidence, from 14 comparable cars')).toBeTruthy()
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('Your instant estimate: $13,200, between $12,300 – $14,100.')
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()

    click(TRADE_IN_TEXTS.accept)
    await waitFor(() => expect(router.state.location.pathname).toBe('/success'))
    expect(callsTo(TRADE_IN_PATHS.lead)[1]!.body).toMatchObject({ form: 'offer-accepted', leadId: 41, valuationId: 'val_1', carId: 'bt-42' })
    expect(JSON.parse(sessionStorage.getItem('dealer.lastLead')!)).toEqual({ leadId: 42, category: 'Trade-in', name: 'Mia' })
  })

  it('lists each step’s problems under "Please fix the following errors:" and asks nothing until they are fixed', async () => {
    const { calls } = stubFetch(answers())
    renderForm({ defaultState: null })
    click('Find my car')
    await screen.findByText('Please fix the following errors:')
    expect(summaryItems()).toEqual(['Registration plate: Please enter your registration plate.', 'State: Please choose the state the car is registered in.'])
    expect(calls).toHaveLength(0)
    fill('Registration plate', 'TRADE1')
    fill('State', 'QLD')
    expect(screen.queryByText('Please fix the following errors:')).toBeNull()
    click('Find my car')
    await screen.findByText('We found your car')
    click('Next')
    await heading('Condition')
    click('Next')
    await waitFor(() =>
      expect(summaryItems()).toEqual([
        'Kilometres: Please enter the kilometres on the odometer.',
        'Service history: Please choose an answer.',
        'Damage: Please choose an answer.',
        'Tyres: Please choose an answer.',
        'Fitted accessories (tow bar, canopy, roof racks…): Please choose an answer.',
        'Money owing on the car: Please choose an answer.',
      ]),
    )
    // Each group says what is wrong with it, and names the message.
    const damage = screen.getByRole('group', { name: 'Damage' })
    expect(damage.getAttribute('aria-describedby')).toBe('trade-in-damage-error')
    expect(document.getElementById('trade-in-damage-error')?.textContent).toBe('Please choose an answer.')
    await answerCondition()
    click('Get my valuation')
    await waitFor(() => expect(summaryItems()).toContain('Mobile Number: This is a required field.'))
    expect(calls.map((call) => call.url)).toEqual([TRADE_IN_PATHS.regoLookup])
    click('Back')
    expect(await heading('Condition')).toBe(document.activeElement)
    expect(screen.getByLabelText('Kilometres', { exact: false })).toHaveProperty('value', '45000')
  })

  it('a plate the lookup doesn’t know, or a lookup that is down: the contract’s texts, and the make and model instead', async () => {
    let rego: Handler = () => Response.json({ error: 'Not found.' }, { status: 404 })
    stubFetch(answers({ [TRADE_IN_PATHS.regoLookup]: (...args) => rego(...args) }))
    renderForm()
    fill('Registration plate', 'NOPE99')
    click('Find my car')
    expect((await screen.findByRole('alert')).textContent).toBe(TRADE_IN_TEXTS.regoNotFound)
    rego = () => Response.json({ error: TRADE_IN_TEXTS.lookupUnavailable }, { status: 503 })
    click('Find my car')
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(TRADE_IN_TEXTS.lookupUnavailable))
    click('Choose make and model instead')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(await screen.findByLabelText('Make')).toBeTruthy()
  })

  it('make → model → year → badge, one level per call, each asked with the choices above it', async () => {
    const catalogue: Record<string, string[]> = {
      '': ['Mazda', 'Toyota'],
      'make=Toyota': ['Corolla', 'HiLux'],
      'make=Toyota&model=HiLux': ['2023', '2022'],
      'make=Toyota&model=HiLux&year=2022': ['SR', 'SR5'],
    }
    const { callsTo } = stubFetch(answers({ [TRADE_IN_PATHS.catalogue]: (_body, url) => Response.json({ options: catalogue[url.split('?')[1] ?? ''] ?? [] }) }))
    renderForm()
    click('Choose make and model instead')
    await waitFor(() => expect(screen.getByRole('option', { name: 'Toyota' })).toBeTruthy())
    expect(screen.getByLabelText('Model')).toBeTruthy()
    fill('Make', 'Toyota')
    await screen.findByRole('option', { name: 'HiLux' })
    fill('Model', 'HiLux')
    await screen.findByRole('option', { name: '2022' })
    fill('Year', '2022')
    await screen.findByRole('option', { name: 'SR5' })
    click('Next')
    await waitFor(() => expect(summaryItems()).toEqual(['Badge: Please choose the badge.']))
    fill('Badge', 'SR5')
    expect(screen.getByLabelText('State it is registered in')).toHaveProperty('value', 'QLD')
    click('Next')
    await heading('Condition')
    expect(screen.getByText('Your car: 2022 Toyota HiLux SR5')).toBeTruthy()
    expect(callsTo(TRADE_IN_PATHS.catalogue).map((call) => call.url)).toEqual([
      TRADE_IN_PATHS.catalogue,
      `${TRADE_IN_PATHS.catalogue}?make=Toyota`,
      `${TRADE_IN_PATHS.catalogue}?make=Toyota&model=HiLux`,
      `${TRADE_IN_PATHS.catalogue}?make=Toyota&model=HiLux&year=2022`,
    ])
  })

  it('an old car gets no number: "We\'ll inspect it and call you", and no offer to accept', async () => {
    stubFetch(
      answers({
        [TRADE_IN_PATHS.regoLookup]: () =>
          Response.json({ vehicle: { make: 'Toyota', model: 'Corolla', year: 2015, badge: 'Ascent Sport', colour: null, vin: null } }),
        [TRADE_IN_PATHS.valuation]: () =>
          Response.json({ valuationId: 'val_2', valuation: { kind: 'inspect', reason: 'over-age', provider: 'built-in' } }, { status: 201 }),
      }),
    )
    renderForm()
    fill('Registration plate', 'OLDCAR')
    click('Find my car')
    await screen.findByText('2015 Toyota Corolla Ascent Sport')
    click('Next')
    await heading('Condition')
    await answerCondition()
    fillDetails()
    click('Get my valuation')
    await heading('Your valuation')
    expect(screen.getByText(TRADE_IN_TEXTS.inspect, { selector: '.trade-in-form__inspect' })).toBeTruthy()
    expect(screen.getByText('We value cars more than 7 years old in person.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: TRADE_IN_TEXTS.accept })).toBeNull()
  })

  it('a valuation that fails says so; trying again sends the same record’s key and makes one lead', async () => {
    let valuationUp = false
    const { callsTo } = stubFetch(
      answers({
        [TRADE_IN_PATHS.valuation]: () =>
          valuationUp ? Response.json({ valuationId: 'val_1', valuation: ESTIMATE }, { status: 201 }) : Response.json({ error: 'busy' }, { status: 503 }),
      }),
    )
    renderForm()
    await identifyByPlate()
    await answerCondition()
    fillDetails()
    click('Get my valuation')
    expect((await screen.findByRole('alert')).textContent).toBe('busy')
    expect(callsTo(TRADE_IN_PATHS.lead)).toHaveLength(0)
    valuationUp = true
    click('Get my valuation')
    await heading('Your valuation')
    const [first, second] = callsTo(TRADE_IN_PATHS.valuation)
    expect(second!.body!.idempotencyKey).toBe(first!.body!.idempotencyKey)
    expect(callsTo(TRADE_IN_PATHS.lead)).toHaveLength(1)
  })

  it('a lead the server refuses shows its field messages on the details step', async () => {
    stubFetch(
      answers({
        [TRADE_IN_PATHS.lead]: () =>
          Response.json({ error: 'Please fix the following errors:', errors: { email: 'Please enter a valid email address.' } }, { status: 400 }),
      }),
    )
    renderForm()
    await identifyByPlate()
    await answerCondition()
    fillDetails()
    click('Get my valuation')
    await waitFor(() => expect(summaryItems()).toEqual(['Email Address: Please enter a valid email address.']))
    expect(screen.getByRole('heading', { name: /^Your details/ })).toBeTruthy()
  })

  it('fills the contact fields from what this browser remembered', async () => {
    localStorage.setItem('dealer.contact', JSON.stringify({ name: 'Ava', last_name: 'Smith', email: 'ava@example.com', phone: '0412345678', postcode: '4000' }))
    stubFetch(answers())
    renderForm()
    await identifyByPlate()
    await answerCondition()
    expect(screen.getByLabelText('First Name', { exact: false })).toHaveProperty('value', 'Ava')
    expect(screen.getByLabelText('Postcode', { exact: false })).toHaveProperty('value', '4000')
  })
})
