import { afterEach, describe, expect, it } from 'vitest'
import { SALES_COUNTER_INCREMENT_MS, SALES_COUNTER_REFRESH_MS, SALES_COUNTER_INCREMENTS_PER_DAY, salesCounterStep, salesCounterValue } from './counter'

const at = (iso: string) => new Date(iso)
const counter = { start: 1000 }

describe('the spec constants', () => {
  it('refreshes every 150 seconds and counts up 192 times 450 seconds, exactly one day', () => {
    expect(SALES_COUNTER_REFRESH_MS).toBe(150_000)
    expect(SALES_COUNTER_INCREMENT_MS).toBe(450_000)
    expect(SALES_COUNTER_INCREMENTS_PER_DAY * SALES_COUNTER_INCREMENT_MS).toBe(24 * 60 * 60 * 1000)
  })
})

describe('salesCounterValue', () => {
  it('shows the starting value from midnight in Brisbane (14:00 UTC) and counts up every 450 seconds', () => {
    expect(salesCounterValue(at('2026-11-24T14:00:00Z'), counter)).toBe(1000)
    expect(salesCounterValue(at('2026-11-24T14:07:29.999Z'), counter)).toBe(1000)
    expect(salesCounterValue(at('2026-11-24T14:07:30Z'), counter)).toBe(1001)
    expect(salesCounterValue(at('2026-11-24T14:15:00Z'), counter)).toBe(1002)
    expect(salesCounterValue(at('2026-11-25T02:00:00Z'), counter)).toBe(1000 + 96) // noon in Brisbane: half the day's steps
  })

  it('reaches its last value, start + 191, in the final 7½ minutes before Brisbane midnight', () => {
    expect(salesCounterValue(at('2026-11-25T13:52:29.999Z'), counter)).toBe(1190)
    expect(salesCounterValue(at('2026-11-25T13:52:30Z'), counter)).toBe(1191)
    expect(salesCounterValue(at('2026-11-25T13:59:59.999Z'), counter)).toBe(1191)
  })

  it('goes back to the starting value at Brisbane midnight', () => {
    expect(salesCounterValue(at('2026-11-25T13:59:59.999Z'), counter)).toBe(1191)
    expect(salesCounterValue(at('2026-11-25T14:00:00Z'), counter)).toBe(1000)
  })

  it('keeps counting through midnight UTC, which is 10 am in Brisbane', () => {
    expect(salesCounterValue(at('2026-11-24T23:59:59.999Z'), counter)).toBe(1000 + 79)
    expect(salesCounterValue(at('2026-11-25T00:00:00Z'), counter)).toBe(1000 + 80)
    expect(salesCounterValue(at('2026-11-25T00:07:30Z'), counter)).toBe(1000 + 81)
  })

  it('takes 192 distinct values over a Brisbane day, each one step up from the last', () => {
    const midnight = at('2026-11-24T14:00:00Z').getTime()
    const values = Array.from({ length: SALES_COUNTER_INCREMENTS_PER_DAY }, (_, slot) => salesCounterValue(new Date(midnight + slot * 450_000 + 1), counter))
    expect(values[0]).toBe(1000)
    expect(values.at(-1)).toBe(1191)
    expect(values.every((value, slot) => slot === 0 || value === values[slot - 1] + 1)).toBe(true)
  })

  it('counts up by a chosen amount per step', () => {
    expect(salesCounterValue(at('2026-11-24T14:00:00Z'), { start: 50, perIncrement: 3 })).toBe(50)
    expect(salesCounterValue(at('2026-11-24T14:15:00Z'), { start: 50, perIncrement: 3 })).toBe(56)
    expect(salesCounterValue(at('2026-11-25T13:59:00Z'), { start: 50, perIncrement: 3 })).toBe(50 + 191 * 3)
  })

  it('ignores daylight saving elsewhere: Brisbane midnight is 14:00 UTC in winter and in summer', () => {
    expect(salesCounterValue(at('2026-07-01T14:00:00Z'), counter)).toBe(1000)
    expect(salesCounterValue(at('2027-01-01T14:00:00Z'), counter)).toBe(1000)
    expect(salesCounterValue(at('2026-07-01T13:59:59Z'), counter)).toBe(1191)
    expect(salesCounterValue(at('2027-01-01T13:59:59Z'), counter)).toBe(1191)
  })

  it('works for dates before 1970', () => {
    expect(salesCounterValue(at('1969-12-31T14:07:30Z'), counter)).toBe(1001)
    expect(salesCounterValue(at('1969-12-31T13:59:59.999Z'), counter)).toBe(1191)
  })

  it('refuses an invalid date rather than show NaN', () => {
    expect(() => salesCounterValue(new Date(Number.NaN), counter)).toThrow(RangeError)
  })
})

describe('salesCounterStep', () => {
  it('numbers the slots of the Brisbane day 0 to 191', () => {
    expect(salesCounterStep(at('2026-11-24T14:00:00Z'))).toBe(0)
    expect(salesCounterStep(at('2026-11-25T13:59:59.999Z'))).toBe(191)
  })
})

describe("the machine's time zone", () => {
  const originalTimeZone = process.env.TZ
  afterEach(() => {
    if (originalTimeZone === undefined) delete process.env.TZ
    else process.env.TZ = originalTimeZone
  })

  it('makes no difference: a server in Perth, Sydney, London or New York shows the same count', () => {
    const moments = ['2026-11-24T13:59:59Z', '2026-11-24T14:00:00Z', '2026-11-25T00:00:00Z', '2026-04-05T15:30:00Z', '2026-10-04T16:00:00Z'].map(at)
    const readings = (timeZone: string) => {
      process.env.TZ = timeZone
      return moments.map((moment) => [salesCounterValue(moment, counter), salesCounterStep(moment)])
    }
    const inUtc = readings('UTC')
    const utcHour = at('2026-11-24T14:00:00Z').getHours()
    for (const timeZone of ['Australia/Perth', 'Australia/Sydney', 'Europe/London', 'America/New_York']) {
      expect(readings(timeZone)).toEqual(inUtc)
    }
    // The time zone really did change under the test (local hours differ), so the equality above means something.
    process.env.TZ = 'Australia/Sydney'
    expect(at('2026-11-24T14:00:00Z').getHours()).not.toBe(utcHour)
  })
})
