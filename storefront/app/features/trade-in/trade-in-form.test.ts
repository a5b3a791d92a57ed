import { describe, expect, it } from 'vitest'
import {
  confidenceWords,
  formatRange,
  identifiedVehicle,
  initialState,
  kmDigits,
  carriedFields,
  formFieldsOf,
  offerAcceptedLeadRequest,
  readValuation,
  stateFromForm,
  stepProblems,
  tradeInLeadRequest,
  tradeInReducer,
  valuationRequest,
  vehicleName,
  type TradeInAction,
  type TradeInState,
} from './trade-in-form'

const run = (actions: TradeInAction[], state: TradeInState = initialState('QLD')) => actions.reduce(tradeInReducer, state)

const hilux = { make: 'Toyota', model: 'HiLux', year: 2022, badge: 'SR5', colour: 'White', vin: null }
const identified: TradeInAction[] = [
  { type: 'plate', value: 'trade 1' },
  { type: 'found', plate: 'TRADE1', state: 'QLD', vehicle: hilux },
]
const answered: TradeInAction[] = [
  { type: 'km', text: '45,000' },
  { type: 'condition', question: 'serviceHistory', value: 'full' },
  { type: 'condition', question: 'damage', value: 'minor' },
  { type: 'condition', question: 'tyres', value: 'good' },
  { type: 'condition', question: 'accessories', value: 'yes' },
  { type: 'condition', question: 'financeOwing', value: 'no' },
]
const details: TradeInAction[] = [
  { type: 'text', field: 'name', value: ' Mia ' },
  { type: 'text', field: 'last_name', value: 'Nguyen' },
  { type: 'text', field: 'email', value: 'mia@example.com' },
  { type: 'text', field: 'phone', value: '+61 412 345 678' },
  { type: 'text', field: 'postcode', value: '4163' },
]
const toDetails = [...identified, { type: 'next' } as const, ...answered, { type: 'next' } as const, ...details]

describe('the steps', () => {
  it('starts at Identify your car, by registration, in the state given', () => {
    const state = initialState('NSW')
    expect(state).toMatchObject({ step: 0, mode: 'rego', state: 'NSW', plate: '', found: null, result: null })
    expect(initialState().state).toBe('')
  })

  it('leaves each step only when its fields are right, and lists what is wrong', () => {
    let state = run([{ type: 'next' }])
    expect(state.step).toBe(0)
    expect(state.errors).toEqual({ plate: 'Please enter your registration plate.' })
    state = run([{ type: 'plate', value: 'ABC-1234567' }, { type: 'state', value: '' }, { type: 'next' }])
    expect(state.errors).toEqual({
      plate: 'Please enter the plate as it is on the car: up to 9 letters and digits.',
      state: 'Please choose the state the car is registered in.',
    })
    // A valid plate still needs the lookup's car.
    state = run([{ type: 'plate', value: 'abc 123' }, { type: 'next' }])
    expect(state.errors).toEqual({ plate: 'Please find your car first.' })

    state = run([...identified, { type: 'next' }, { type: 'next' }])
    expect(state.step).toBe(1)
    expect(state.errors).toEqual({
      km: 'Please enter the kilometres on the odometer.',
      serviceHistory: 'Please choose an answer.',
      damage: 'Please choose an answer.',
      tyres: 'Please choose an answer.',
      accessories: 'Please choose an answer.',
      financeOwing: 'Please choose an answer.',
    })
    state = run([...answered, { type: 'next' }], state)
    expect(state.step).toBe(2)
    expect(state.errors).toEqual({})
  })

  it('clears a message as soon as its field is fixed, and keeps the others', () => {
    let state = run([...identified, { type: 'next' }, { type: 'next' }])
    state = run(
      [
        { type: 'km', text: '1200' },
        { type: 'condition', question: 'tyres', value: 'worn' },
      ],
      state,
    )
    expect(Object.keys(state.errors)).toEqual(['serviceHistory', 'damage', 'accessories', 'financeOwing'])
  })

  it('the third step is left by the valuation, not by Next; Back goes back until then', () => {
    let state = run(toDetails)
    expect(run([{ type: 'next' }], state).step).toBe(2)
    expect(run([{ type: 'back' }], state).step).toBe(1)
    state = run([{ type: 'valued', valuationId: 'v1', valuation: { kind: 'inspect', reason: 'over-age', provider: 'built-in' }, leadId: 7 }], state)
    expect(state.step).toBe(3)
    expect(state.result).toEqual({ valuationId: 'v1', valuation: { kind: 'inspect', reason: 'over-age', provider: 'built-in' }, leadId: 7 })
    // The valuation is the lead's now: no going back to change the answers.
    expect(run([{ type: 'back' }], state).step).toBe(3)
  })

  it('checks the contact details with the lead forms’ rules and messages', () => {
    const state = run([...identified, { type: 'next' }, ...answered, { type: 'next' }, { type: 'text', field: 'phone', value: '0212345678' }])
    expect(stepProblems(state)).toEqual({
      name: 'Please enter your first name.',
      last_name: 'Please enter your last name.',
      email: 'Please enter your email address.',
      phone: 'Please enter an Australian mobile number, e.g. 0412 345 678.',
      postcode: 'Invalid postcode. Please enter a 4-digit number.',
    })
    expect(stepProblems(run(details, state))).toEqual({})
  })

  it('fills in what the browser remembered, never over what was typed', () => {
    const state = run([
      { type: 'text', field: 'name', value: 'Ava' },
      { type: 'remembered', contact: { name: 'Mia', email: 'mia@example.com', phone: '' } },
    ])
    expect(state.contact).toMatchObject({ name: 'Ava', email: 'mia@example.com', phone: '' })
  })

  it('ignores a condition answer that is not one of the question’s', () => {
    const state = run([{ type: 'condition', question: 'damage', value: 'totalled' }])
    expect(state.condition.damage).toBe('')
  })
})

describe('identifying the car', () => {
  it('by registration: the lookup’s car counts only while the plate and state are the ones it was asked about', () => {
    let state = run(identified)
    expect(identifiedVehicle(state)).toEqual({ make: 'Toyota', model: 'HiLux', year: 2022, badge: 'SR5', plate: 'TRADE1' })
    state = run([{ type: 'plate', value: 'TRADE2' }], state)
    expect(identifiedVehicle(state)).toBeNull()
    state = run([{ type: 'plate', value: 'trade-1' }], state)
    expect(identifiedVehicle(state)).not.toBeNull()
    expect(identifiedVehicle(run([{ type: 'state', value: 'NSW' }], state))).toBeNull()
  })

  it('from the manufacturer list: one level at a time, a new choice starting the levels below again', () => {
    let state = run([{ type: 'mode', mode: 'catalogue' }])
    state = run(
      [
        { type: 'options', level: 'make', above: [], options: ['Mazda', 'Toyota'] },
        { type: 'choose', level: 'make', value: 'Toyota' },
        { type: 'options', level: 'model', above: ['Toyota'], options: ['Corolla', 'HiLux'] },
        { type: 'choose', level: 'model', value: 'HiLux' },
        { type: 'options', level: 'year', above: ['Toyota', 'HiLux'], options: ['2023', '2022'] },
        { type: 'choose', level: 'year', value: '2022' },
      ],
      state,
    )
    // An answer for choices since changed is dropped.
    const stale = run([{ type: 'options', level: 'badge', above: ['Toyota', 'HiLux', '2023'], options: ['GR'] }], state)
    expect(stale.options.badge).toBeNull()
    state = run([{ type: 'options', level: 'badge', above: ['Toyota', 'HiLux', '2022'], options: ['SR', 'SR5'] }], state)
    expect(stepProblems(state)).toEqual({ badge: 'Please choose the badge.' })
    state = run([{ type: 'choose', level: 'badge', value: 'SR5' }], state)
    expect(identifiedVehicle(state)).toEqual({ make: 'Toyota', model: 'HiLux', year: 2022, badge: 'SR5', plate: null })

    // Another make: model, year and badge start again, and their options are asked for again.
    state = run([{ type: 'choose', level: 'make', value: 'Mazda' }], state)
    expect(state.choice).toEqual({ make: 'Mazda', model: '', year: '', badge: '' })
    expect(state.options).toEqual({ make: ['Mazda', 'Toyota'], model: null, year: null, badge: null })
    expect(identifiedVehicle(state)).toBeNull()
  })

  it('the badge is optional when the list has none for that year; the state is asked for either way', () => {
    let state = run([
      { type: 'mode', mode: 'catalogue' },
      { type: 'state', value: '' },
      { type: 'choose', level: 'make', value: 'Toyota' },
      { type: 'choose', level: 'model', value: 'HiLux' },
      { type: 'choose', level: 'year', value: '2022' },
      { type: 'options', level: 'badge', above: ['Toyota', 'HiLux', '2022'], options: [] },
    ])
    expect(stepProblems(state)).toEqual({ state: 'Please choose the state the car is registered in.' })
    state = run([{ type: 'state', value: 'VIC' }, { type: 'next' }], state)
    expect(state.step).toBe(1)
    expect(identifiedVehicle(state)?.badge).toBeNull()
  })
})

describe('what the form sends', () => {
  it('the valuation record: the car, its state and plate, the kilometres and the answers as the valuation takes them', () => {
    const state = run(toDetails)
    expect(valuationRequest(state, 'bt-42', 'key-1')).toEqual({
      column_name: 'valuation',
      vehicle: { make: 'Toyota', model: 'HiLux', year: 2022, badge: 'SR5', km: 45_000, state: 'QLD', plate: 'TRADE1' },
      condition: { km: 45_000, serviceHistory: 'full', damage: 'minor', tyres: 'good', accessories: true, financeOwing: false },
      carId: 'bt-42',
      idempotencyKey: 'key-1',
    })
    expect(valuationRequest(run(identified), null, 'key-1')).toBeNull()
  })

  it('the trade-in lead and the offer-accepted lead: the contact trimmed, the mobile in local form', () => {
    let state = run(toDetails)
    const context = { idempotencyKey: 'key-2', website: '', visitedPages: ['/sell-my-car'] }
    expect(tradeInLeadRequest(state, { ...context, valuationId: 'v1', carId: null })).toEqual({
      form: 'trade-in',
      valuationId: 'v1',
      carId: null,
      idempotencyKey: 'key-2',
      values: { name: 'Mia', last_name: 'Nguyen', email: 'mia@example.com', phone: '0412345678', postcode: '4163', subscribe: true },
      website: '',
      visitedPages: ['/sell-my-car'],
    })
    expect(offerAcceptedLeadRequest(state, { ...context, carId: null })).toBeNull()
    state = run(
      [
        {
          type: 'valued',
          valuationId: 'v1',
          valuation: { kind: 'estimate', estimate: 1, low: 1, high: 1, confidence: 1, comparables: 1, provider: 'built-in' },
          leadId: 31,
        },
      ],
      state,
    )
    expect(offerAcceptedLeadRequest(state, { ...context, idempotencyKey: 'key-3', carId: 'bt-42' })).toMatchObject({
      form: 'offer-accepted',
      leadId: 31,
      valuationId: 'v1',
      carId: 'bt-42',
      idempotencyKey: 'key-3',
    })
  })
})

describe('what the form makes of the answers', () => {
  it('the valuation record: an estimate with finite numbers, or an inspect; anything else is no valuation', () => {
    const estimate = { kind: 'estimate', estimate: 13_200, low: 12_300, high: 14_100, confidence: 0.7, comparables: 12, provider: 'built-in' }
    expect(readValuation({ status: 201, body: { valuationId: 'v1', valuation: estimate } })).toEqual({ valuationId: 'v1', valuation: estimate })
    const inspect = { kind: 'inspect', reason: 'over-km', provider: 'built-in' }
    expect(readValuation({ status: 200, body: { valuationId: 'v2', valuation: inspect } })).toEqual({ valuationId: 'v2', valuation: inspect })
    expect(readValuation({ status: 200, body: { valuationId: 'v1', valuation: { ...estimate, low: null } } })).toBeNull()
    expect(readValuation({ status: 200, body: { valuation: estimate } })).toBeNull()
    expect(readValuation({ status: 503, body: { valuationId: 'v1', valuation: estimate } })).toBeNull()
    expect(readValuation(null)).toBeNull()
  })
})

describe('formatting', () => {
  it('the range in whole Australian dollars with an en dash', () => {
    expect(formatRange(12_300, 14_100)).toBe('$12,300 – $14,100')
  })

  it('the confidence in words', () => {
    expect(confidenceWords(0.82)).toBe('High confidence')
    expect(confidenceWords(0.6)).toBe('High confidence')
    expect(confidenceWords(0.4)).toBe('Medium confidence')
    expect(confidenceWords(0.1)).toBe('Low confidence')
  })

  it('kilometres: digits only, no leading zeros, at most six digits', () => {
    expect(kmDigits('45,000 km')).toBe('45000')
    expect(kmDigits('007')).toBe('7')
    expect(kmDigits('12345678')).toBe('123456')
  })

  it('the car’s name', () => {
    expect(vehicleName(hilux)).toBe('2022 Toyota HiLux SR5')
    expect(vehicleName({ year: 2015, make: 'Toyota', model: 'Corolla', badge: null })).toBe('2015 Toyota Corolla')
  })
})

describe('the trade-in as a form’s fields', () => {
  const valued = run([
    ...toDetails,
    {
      type: 'valued',
      valuationId: 'val_1',
      leadId: 41,
      valuation: { kind: 'estimate', estimate: 13_200, low: 12_300, high: 14_100, confidence: 0.7, comparables: 12, provider: 'built-in' },
    },
  ])

  it('reads back as it was written, at every step', () => {
    for (const state of [initialState('QLD'), run(identified), run([...identified, { type: 'next' }, ...answered]), run(toDetails), valued]) {
      expect(stateFromForm(new URLSearchParams(formFieldsOf(state)), 'QLD')).toEqual({ ...state, options: initialState().options })
    }
  })

  it('each step posts its own inputs and carries the rest hidden, never both', () => {
    const details = run(toDetails)
    const carried = new Map(carriedFields(details))
    expect(carried.get('step')).toBe('2')
    expect(carried.get('plate')).toBe('trade 1')
    expect(carried.get('serviceHistory')).toBe('full')
    expect(carried.has('name')).toBe(false)
    expect(carried.has('subscribe')).toBe(false)
    expect(carried.get('km')).toBe('45000')
  })

  it('the opt-in: ticked until the details step posts it unticked (a checkbox posts nothing then)', () => {
    expect(stateFromForm(new URLSearchParams({ step: '0' }), 'QLD').contact.subscribe).toBe(true)
    expect(stateFromForm(new URLSearchParams({ step: '2', name: 'Mia' }), 'QLD').contact.subscribe).toBe(false)
    expect(stateFromForm(new URLSearchParams({ step: '1', subscribe: 'off' }), 'QLD').contact.subscribe).toBe(false)
  })

  it('a changed hidden field is read by the reducer’s rules: an unknown answer, state or car counts for nothing', () => {
    const fields = new URLSearchParams(formFieldsOf(run([...identified, { type: 'next' }, ...answered])))
    fields.set('damage', 'none-at-all')
    fields.set('state', 'XX')
    fields.set('found', '{"plate":"TRADE1","state":"QLD","vehicle":{"make":"Toyota"}}')
    const state = stateFromForm(fields, 'QLD')
    expect(state.condition.damage).toBe('')
    expect(state.state).toBe('')
    expect(state.found).toBeNull()
    // The last step without a valuation is the step that asks for one.
    expect(stateFromForm(new URLSearchParams({ step: '3', result: '{"leadId":"x"}' }), 'QLD').step).toBe(2)
  })
})
