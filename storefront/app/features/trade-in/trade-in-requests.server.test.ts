import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../leads/lead-forms'
import { catalogueQuerySchema, regoLookupRequestSchema, valuationRecordRequestSchema } from './trade-in-requests.server'

const now = new Date('2026-06-01T00:00:00Z')

function valuation(overrides: { vehicle?: Record<string, unknown>; condition?: Record<string, unknown>; [key: string]: unknown } = {}) {
  const { vehicle, condition, ...rest } = overrides
  return {
    column_name: 'valuation',
    vehicle: { make: 'Toyota', model: 'HiLux', year: 2022, km: 45_000, badge: 'SR5', state: 'QLD', plate: 'trade 1', ...vehicle },
    condition: { km: 45_000, serviceHistory: 'full', damage: 'none', tyres: 'good', accessories: false, financeOwing: true, ...condition },
    carId: null,
    idempotencyKey: 'a1b2c3d4-e5f6',
    ...rest,
  }
}

const errorsOf = (result: { success: boolean; error?: { issues: Parameters<typeof fieldErrors>[0] } }) =>
  result.success ? {} : fieldErrors(result.error!.issues)

describe('regoLookupRequestSchema', () => {
  it('normalises the plate as registries key it', () => {
    expect(regoLookupRequestSchema.parse({ plate: ' abc-123 ', state: 'NSW' })).toEqual({ plate: 'ABC123', state: 'NSW' })
  })
  it('refuses a plate that can’t be one and a state that isn’t Australian, naming each', () => {
    expect(Object.keys(errorsOf(regoLookupRequestSchema.safeParse({ plate: 'TOOLONGPLATE1', state: 'XYZ' })))).toEqual(['plate', 'state'])
    expect(Object.keys(errorsOf(regoLookupRequestSchema.safeParse({ plate: 42, state: 'QLD' })))).toEqual(['plate'])
  })
})

describe('catalogueQuerySchema', () => {
  const schema = catalogueQuerySchema(now)
  it('takes one level at a time, the year as text', () => {
    expect(schema.parse({})).toEqual({})
    expect(schema.parse({ make: 'Toyota', model: 'HiLux', year: '2022' })).toEqual({ make: 'Toyota', model: 'HiLux', year: 2022 })
  })
  it('refuses a model without a make, a year without a model, and a year out of range', () => {
    expect(schema.safeParse({ model: 'HiLux' }).success).toBe(false)
    expect(schema.safeParse({ make: 'Toyota', year: '2022' }).success).toBe(false)
    expect(Object.keys(errorsOf(schema.safeParse({ make: 'Toyota', model: 'HiLux', year: '1949' })))).toEqual(['year'])
    expect(schema.safeParse({ make: 'Toyota', model: 'HiLux', year: 'new' }).success).toBe(false)
    expect(schema.safeParse({ make: 'x'.repeat(61) }).success).toBe(false)
  })
})

describe('valuationRecordRequestSchema', () => {
  const schema = valuationRecordRequestSchema(now)

  it('takes the car, its answers and the key; the kilometres are the condition step’s; the plate is normalised', () => {
    const parsed = schema.parse(valuation({ vehicle: { km: undefined, badge: '' } }))
    expect(parsed.vehicle).toEqual({ make: 'Toyota', model: 'HiLux', year: 2022, km: 45_000, badge: null, state: 'QLD', plate: 'TRADE1' })
    expect(parsed.condition.financeOwing).toBe(true)
    expect(schema.parse(valuation({ vehicle: { plate: null } })).vehicle.plate).toBeNull()
  })

  it('takes model years 1950 to next year, and 0 to 1,500,000 km', () => {
    expect(schema.safeParse(valuation({ vehicle: { year: 1950 } })).success).toBe(true)
    expect(schema.safeParse(valuation({ vehicle: { year: 2027 } })).success).toBe(true)
    expect(Object.keys(errorsOf(schema.safeParse(valuation({ vehicle: { year: 1949 } }))))).toEqual(['vehicle.year'])
    expect(Object.keys(errorsOf(schema.safeParse(valuation({ vehicle: { year: 2028 } }))))).toEqual(['vehicle.year'])
    expect(schema.safeParse(valuation({ vehicle: { km: 0 }, condition: { km: 0 } })).success).toBe(true)
    expect(schema.safeParse(valuation({ vehicle: { km: undefined }, condition: { km: 1_500_000 } })).success).toBe(true)
    expect(Object.keys(errorsOf(schema.safeParse(valuation({ vehicle: { km: undefined }, condition: { km: 1_500_001 } }))))).toEqual(['condition.km'])
    expect(Object.keys(errorsOf(schema.safeParse(valuation({ vehicle: { km: undefined }, condition: { km: -1 } }))))).toEqual(['condition.km'])
    expect(Object.keys(errorsOf(schema.safeParse(valuation({ vehicle: { km: undefined }, condition: { km: 12.5 } }))))).toEqual(['condition.km'])
  })

  it('refuses kilometres that differ between the car and its condition', () => {
    expect(Object.keys(errorsOf(schema.safeParse(valuation({ vehicle: { km: 10 } }))))).toEqual(['vehicle.km'])
  })

  it('refuses answers outside the choices, a bad plate, another column and a bad key, naming each', () => {
    const result = schema.safeParse(
      valuation({ column_name: 'price', idempotencyKey: 'x', vehicle: { plate: '!!', state: 'NZ' }, condition: { damage: 'some', accessories: 'yes' } }),
    )
    expect(Object.keys(errorsOf(result)).sort()).toEqual([
      'column_name',
      'condition.accessories',
      'condition.damage',
      'idempotencyKey',
      'vehicle.plate',
      'vehicle.state',
    ])
    expect(schema.safeParse(null).success).toBe(false)
  })

  it('takes no number from the browser: an estimate it sends is dropped', () => {
    const parsed = schema.parse({ ...valuation(), valuation: { kind: 'estimate', estimate: 1_000_000 } }) as Record<string, unknown>
    expect(parsed.valuation).toBeUndefined()
  })
})
