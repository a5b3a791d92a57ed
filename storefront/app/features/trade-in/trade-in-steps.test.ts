import { describe, expect, it } from 'vitest'
import { initialState, tradeInReducer, type TradeInAction, type TradeInState } from './trade-in-form'
import { advanceTradeIn, type TradeInServices, type TradeInStepAnswer } from './trade-in-steps'

const HILUX = { make: 'Toyota', model: 'HiLux', year: 2022, badge: 'SR5', colour: null, vin: null }
const services = (overrides: Partial<TradeInServices> = {}): TradeInServices => ({
  lookUp: async () => ({ vehicle: HILUX }),
  options: async (level) => ({ options: { make: ['Toyota'], model: ['HiLux'], year: ['2022'], badge: [] }[level] }),
  value: async () => ({ valuationId: 'val_1', valuation: { kind: 'inspect', reason: 'over-age', provider: 'built-in' }, leadId: 7 }),
  accept: async () => ({ leadId: 8, category: 'Trade-in' }),
  ...overrides,
})
const run = (actions: TradeInAction[], state: TradeInState = initialState('QLD')) => actions.reduce(tradeInReducer, state)
const step = async (state: TradeInState, intent: Parameters<typeof advanceTradeIn>[1], with_ = services()) =>
  (await advanceTradeIn(state, intent, with_)) as TradeInStepAnswer

describe('a trade-in post', () => {
  it('finds the car first, then moves on: the lookup answers on the same step, with what it found announced', async () => {
    const found = await step(run([{ type: 'plate', value: 'trade 1' }]), 'next')
    expect(found).toMatchObject({ status: 200, announcement: 'We found your car: 2022 Toyota HiLux SR5.' })
    expect(found.state.step).toBe(0)
    expect((await step(found.state, 'next')).state.step).toBe(1)
  })

  it('a lookup refused says why with its status; its field messages go under the fields', async () => {
    const refused = await step(run([{ type: 'plate', value: 'NOPE' }]), 'next', services({ lookUp: async () => ({ status: 404, error: 'Not found.' }) }))
    expect(refused).toMatchObject({ status: 404, error: 'Not found.' })
    const named = await step(
      run([{ type: 'plate', value: 'NOPE' }]),
      'next',
      services({ lookUp: async () => ({ status: 400, error: 'x', errors: { plate: 'Bad plate.' } }) }),
    )
    expect(named).toMatchObject({ status: 400, error: null, state: { errors: { plate: 'Bad plate.' } } })
  })

  it('the manufacturer list: asked again level by level; a choice it no longer offers is cleared with the levels below', async () => {
    const chosen = run([
      { type: 'mode', mode: 'catalogue' },
      { type: 'choose', level: 'make', value: 'Toyota' },
      { type: 'choose', level: 'model', value: 'Corolla' },
    ])
    const answer = await step(chosen, 'choose')
    expect(answer.state.choice).toEqual({ make: 'Toyota', model: '', year: '', badge: '' })
    expect(answer.state.options).toEqual({ make: ['Toyota'], model: ['HiLux'], year: null, badge: null })
    expect(answer.status).toBe(200)
  })

  it('valuing checks every step again: a changed hidden answer sends the shopper back to its step, and nothing is valued', async () => {
    let valued = 0
    const atDetails = {
      ...run([
        { type: 'plate', value: 'trade 1' },
        { type: 'found', plate: 'TRADE1', state: 'QLD', vehicle: HILUX },
      ]),
      step: 2 as const,
    }
    const answer = await step(atDetails, 'value', services({ value: async () => (valued++, { status: 500, error: 'never' }) }))
    expect(answer.state.step).toBe(1)
    expect(answer.state.errors.km).toBe('Please enter the kilometres on the odometer.')
    expect(answer.status).toBe(400)
    expect(valued).toBe(0)
  })

  it('Accept offer only on the valuation step: elsewhere the post shows the step as it was', async () => {
    expect(await advanceTradeIn(initialState('QLD'), 'accept', services())).toMatchObject({ status: 200, state: { step: 0 } })
    const result = { valuationId: 'v', valuation: { kind: 'inspect', reason: 'over-age', provider: 'built-in' } as const, leadId: 7 }
    expect(await advanceTradeIn({ ...initialState('QLD'), step: 3, result }, 'accept', services())).toEqual({ accepted: { leadId: 8, category: 'Trade-in' } })
  })
})
