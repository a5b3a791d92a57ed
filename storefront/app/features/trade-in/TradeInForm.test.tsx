// @vitest-environment jsdom
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, redirect, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { successPath } from '../leads/SuccessPage'
import { TRADE_IN_TEXTS, type TradeInValuation } from './trade-in-api'
import { stateFromForm, TRADE_IN_INTENTS, type TradeInState } from './trade-in-form'
import TradeInForm, { type TradeInFormProps } from './TradeInForm'
import type { StepRefusal } from '../../ui/forms/step-form'
import { advanceTradeIn, type TradeInServices } from './trade-in-steps'

// The whole unit run shares two cores: give findBy*/waitFor more than their default second before calling it a failure.
configure({ asyncUtilTimeout: 5_000 })

const HILUX = { make: 'Toyota', model: 'HiLux', year: 2022, badge: 'SR5', colour: 'Glacier White', vin: null }
const ESTIMATE: TradeInValuation = { kind: 'estimate', estimate: 13_200, low: 12_300, high: 14_100, confidence: 0.72, comparables: 14, provider: 'built-in' }

type Call = { service: keyof TradeInServices; asked: unknown }

/** The action's services as fakes that record what they were asked; a test replaces the ones it is about. */
function fakeServices(overrides: Partial<TradeInServices> = {}) {
  const calls: Call[] = []
  const base: TradeInServices = {
    lookUp: async () => ({ vehicle: HILUX }),
    options: async () => ({ options: [] }),
    value: async () => ({ valuationId: 'val_1', valuation: ESTIMATE, leadId: 41 }),
    accept: async () => ({ leadId: 42, category: 'Trade-in' }),
    ...overrides,
  }
  const services: TradeInServices = {
    lookUp: (plate, state) => (calls.push({ service: 'lookUp', asked: { plate, state } }), base.lookUp(plate, state)),
    options: (level, above) => (calls.push({ service: 'options', asked: { level, above } }), base.options(level, above)),
    value: (state) => (calls.push({ service: 'value', asked: state }), base.value(state)),
    accept: (state) => (calls.push({ service: 'accept', asked: state }), base.accept(state)),
  }
  return { services, calls, callsTo: (service: keyof TradeInServices) => calls.filter((call) => call.service === service) }
}

/** The form on its page, whose action is the trade-in's steps over the fake services (as trade-in-action.server.ts). */
function renderForm(services: TradeInServices, props: Partial<TradeInFormProps> = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/sell-my-car',
        element: <TradeInForm car={null} defaultState="QLD" {...props} />,
        action: async ({ request }) => {
          const fields = new URLSearchParams([...(await request.formData())].map(([name, value]) => [name, String(value)]))
          const intent = TRADE_IN_INTENTS.find((known) => known === fields.get('intent')) ?? 'next'
          const outcome = await advanceTradeIn(stateFromForm(fields, props.defaultState === undefined ? 'QLD' : props.defaultState), intent, services)
          return 'accepted' in outcome ? redirect(successPath(outcome.accepted)) : outcome
        },
      },
      { path: '/success', element: <h1>Thank you</h1> },
    ],
    { initialEntries: ['/sell-my-car'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

const fill = (label: string, value: string) => {
  const field = screen.getByLabelText(label, { exact: false })
  fireEvent.input(field, { target: { value } })
  fireEvent.change(field, { target: { value } })
}
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
  fill('Kilometres', '45000')
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
afterEach(cleanup)

// Whole journeys through four steps: longer than one assertion's test on a busy run.
describe('TradeInForm', { timeout: 30_000 }, () => {
  it('the four steps: plate lookup, condition, details, then the range, the estimate, the confidence, and Accept offer → /success', async () => {
    const { services, callsTo } = fakeServices()
    const router = renderForm(services, { car: { carId: 'bt-42', name: '2021 Toyota Corolla Ascent' } })
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toContain('Identify your car')
    expect(screen.getByLabelText('State')).toHaveProperty('value', 'QLD')

    await identifyByPlate()
    // The focus moves in an effect after the step renders.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: /^Condition/ })))
    expect(callsTo('lookUp')[0]!.asked).toEqual({ plate: 'TRADE1', state: 'QLD' })
    expect(screen.getByText('Your car: 2022 Toyota HiLux SR5')).toBeTruthy()

    await answerCondition()
    fillDetails()
    click('Get my valuation')
    await heading('Your valuation')

    // Everything the steps asked reached the valuation, from the hidden fields of the steps before.
    const valued = callsTo('value')[0]!.asked as TradeInState
    expect(valued.found).toEqual({ plate: 'TRADE1', state: 'QLD', vehicle: HILUX })
    expect(valued.km).toBe('45000')
    expect(valued.condition).toEqual({ serviceHistory: 'full', damage: 'minor', tyres: 'good', accessories: 'yes', financeOwing: 'no' })
    expect(valued.contact).toEqual({ name: 'Mia', last_name: 'Nguyen', email: 'mia@example.com', phone: '+61 412 345 678', postcode: '4163', subscribe: true })

    expect(screen.getByText(TRADE_IN_TEXTS.estimateLead)).toBeTruthy()
    expect(screen.getByText('$13,200')).toBeTruthy()
    expect(screen.getByText('$12,300 – $14,100')).toBeTruthy()
    expect(screen.getByText('High confidence, from 14 comparable cars')).toBeTruthy()
    await waitFor(() => expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('Your instant estimate: $13,200, between $12,300 – $14,100.'))
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()

    click(TRADE_IN_TEXTS.accept)
    await waitFor(() => expect(router.state.location.pathname).toBe('/success'))
    expect(router.state.location.search).toBe('?lead=42&category=Trade-in')
    expect((callsTo('accept')[0]!.asked as TradeInState).result).toEqual({ valuationId: 'val_1', valuation: ESTIMATE, leadId: 41 })
    // /success thanks the shopper by the name they gave.
    expect(JSON.parse(sessionStorage.getItem('dealer.sentContact') ?? 'null')).toMatchObject({ name: 'Mia' })
  })

  it('lists each step’s problems under "Please fix the following errors:" and asks nothing until they are fixed', async () => {
    const { services, calls } = fakeServices()
    renderForm(services, { defaultState: null })
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
    expect(calls.map((call) => call.service)).toEqual(['lookUp'])
    click('Back')
    expect(await heading('Condition')).toBe(document.activeElement)
    expect(screen.getByLabelText('Kilometres', { exact: false })).toHaveProperty('value', '45000')
    expect(screen.getByLabelText('Full service history')).toHaveProperty('checked', true)
  })

  it('a plate the lookup doesn’t know, or a lookup that is down: the contract’s texts, and the make and model instead', async () => {
    let answer: StepRefusal = { status: 404, error: TRADE_IN_TEXTS.regoNotFound }
    const { services } = fakeServices({ lookUp: async () => answer, options: async () => ({ options: ['Mazda', 'Toyota'] }) })
    renderForm(services)
    fill('Registration plate', 'NOPE99')
    click('Find my car')
    expect((await screen.findByRole('alert')).textContent).toBe(TRADE_IN_TEXTS.regoNotFound)
    answer = { status: 503, error: TRADE_IN_TEXTS.lookupUnavailable }
    click('Find my car')
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(TRADE_IN_TEXTS.lookupUnavailable))
    click('Choose make and model instead')
    expect(await screen.findByLabelText('Make')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('make → model → year → badge: each choice asks for the next level with the choices above it', async () => {
    const catalogue: Record<string, string[]> = {
      '': ['Mazda', 'Toyota'],
      Toyota: ['Corolla', 'HiLux'],
      'Toyota/HiLux': ['2023', '2022'],
      'Toyota/HiLux/2022': ['SR', 'SR5'],
    }
    const { services, callsTo } = fakeServices({ options: async (_level, above) => ({ options: catalogue[above.join('/')] ?? [] }) })
    renderForm(services)
    click('Choose make and model instead')
    await screen.findByRole('option', { name: 'Toyota' })
    expect(screen.queryByLabelText('Model')).toBeNull()
    fill('Make', 'Toyota')
    await screen.findByRole('option', { name: 'HiLux' })
    fill('Model', 'HiLux')
    await screen.findByRole('option', { name: '2022' })
    fill('Year', '2022')
    await screen.findByRole('option', { name: 'SR5' })
    expect(screen.getByLabelText('Make')).toHaveProperty('value', 'Toyota')
    expect(screen.getByLabelText('Year')).toHaveProperty('value', '2022')
    click('Next')
    await waitFor(() => expect(summaryItems()).toEqual(['Badge: Please choose the badge.']))
    fill('Badge', 'SR5')
    expect(screen.getByLabelText('State it is registered in')).toHaveProperty('value', 'QLD')
    click('Next')
    await heading('Condition')
    expect(screen.getByText('Your car: 2022 Toyota HiLux SR5')).toBeTruthy()
    expect(callsTo('options').at(-1)!.asked).toEqual({ level: 'badge', above: ['Toyota', 'HiLux', '2022'] })
  })

  it('an old car gets no number: "We\'ll inspect it and call you", and no offer to accept', async () => {
    const { services } = fakeServices({
      lookUp: async () => ({ vehicle: { make: 'Toyota', model: 'Corolla', year: 2015, badge: 'Ascent Sport', colour: null, vin: null } }),
      value: async () => ({ valuationId: 'val_2', valuation: { kind: 'inspect', reason: 'over-age', provider: 'built-in' }, leadId: 43 }),
    })
    renderForm(services)
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

  it('a valuation that fails says so on the details step, with everything typed kept', async () => {
    const { services } = fakeServices({ value: async () => ({ status: 503, error: TRADE_IN_TEXTS.valuationUnavailable }) })
    renderForm(services)
    await identifyByPlate()
    await answerCondition()
    fillDetails()
    click('Get my valuation')
    expect((await screen.findByRole('alert')).textContent).toBe(TRADE_IN_TEXTS.valuationUnavailable)
    expect(screen.getByRole('heading', { name: /^Your details/ })).toBeTruthy()
    expect(screen.getByLabelText('Email Address', { exact: false })).toHaveProperty('value', 'mia@example.com')
  })

  it('a lead the server refuses shows its field messages on the details step', async () => {
    const { services } = fakeServices({
      value: async () => ({ status: 400, error: 'Please fix the following errors:', errors: { email: 'Please enter a valid email address.' } }),
    })
    renderForm(services)
    await identifyByPlate()
    await answerCondition()
    fillDetails()
    click('Get my valuation')
    await waitFor(() => expect(summaryItems()).toEqual(['Email Address: Please enter a valid email address.']))
    expect(screen.getByRole('heading', { name: /^Your details/ })).toBeTruthy()
  })

  it('fills the contact fields from what this browser remembered', async () => {
    localStorage.setItem('dealer.contact', JSON.stringify({ name: 'Ava', last_name: 'Smith', email: 'ava@example.com', phone: '0412345678', postcode: '4000' }))
    const { services } = fakeServices()
    renderForm(services)
    await identifyByPlate()
    await answerCondition()
    // Filled in an effect once the step has rendered.
    await waitFor(() => expect(screen.getByLabelText('First Name', { exact: false })).toHaveProperty('value', 'Ava'))
    expect(screen.getByLabelText('Postcode', { exact: false })).toHaveProperty('value', '4000')
  })
})
