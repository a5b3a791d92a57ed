import { describe, expect, it } from 'vitest'
import { brisbaneDate, msSinceBrisbaneMidnight } from './brisbane-time'

describe('Brisbane time', () => {
  it('turns the date over at 14:00 UTC, Brisbane midnight', () => {
    expect(brisbaneDate(new Date('2026-11-23T13:59:59Z'))).toBe('2026-11-23')
    expect(brisbaneDate(new Date('2026-11-23T14:00:00Z'))).toBe('2026-11-24')
    expect(msSinceBrisbaneMidnight(new Date('2026-11-23T14:00:00Z'))).toBe(0)
  })

  it('ignores Sydney daylight saving: January and July agree', () => {
    expect(msSinceBrisbaneMidnight(new Date('2027-01-10T00:00:00Z'))).toBe(msSinceBrisbaneMidnight(new Date('2027-07-10T00:00:00Z')))
  })
})
