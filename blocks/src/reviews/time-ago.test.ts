import { describe, expect, it } from 'vitest'
import { timeAgoInWords } from './time-ago'

const NOW = new Date('2026-11-30T03:00:00.000Z')
const before = (ms: number) => new Date(NOW.getTime() - ms).toISOString()
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

describe('timeAgoInWords', () => {
  it('says "just now" under a minute, and for a date a little ahead of the clock', () => {
    expect(timeAgoInWords(before(0), NOW)).toBe('just now')
    expect(timeAgoInWords(before(59_999), NOW)).toBe('just now')
    expect(timeAgoInWords(before(-5 * MINUTE), NOW)).toBe('just now')
  })

  it('counts minutes, hours and days down to whole units, singular for one', () => {
    expect(timeAgoInWords(before(MINUTE), NOW)).toBe('1 minute ago')
    expect(timeAgoInWords(before(59 * MINUTE), NOW)).toBe('59 minutes ago')
    expect(timeAgoInWords(before(HOUR), NOW)).toBe('1 hour ago')
    expect(timeAgoInWords(before(23 * HOUR + 59 * MINUTE), NOW)).toBe('23 hours ago')
    expect(timeAgoInWords(before(DAY), NOW)).toBe('1 day ago')
    expect(timeAgoInWords(before(6 * DAY + 23 * HOUR), NOW)).toBe('6 days ago')
  })

  it('counts weeks from 7 days to under 30', () => {
    expect(timeAgoInWords(before(7 * DAY), NOW)).toBe('1 week ago')
    expect(timeAgoInWords(before(14 * DAY), NOW)).toBe('2 weeks ago')
    expect(timeAgoInWords(before(29 * DAY), NOW)).toBe('4 weeks ago')
  })

  it('counts calendar months, then years', () => {
    expect(timeAgoInWords('2026-10-31T03:00:00.000Z', NOW)).toBe('1 month ago')
    expect(timeAgoInWords('2026-08-30T03:00:00.000Z', NOW)).toBe('3 months ago')
    // 31 August to 30 November: not yet three whole months.
    expect(timeAgoInWords('2026-08-31T03:00:00.000Z', NOW)).toBe('2 months ago')
    expect(timeAgoInWords('2025-12-01T03:00:00.000Z', NOW)).toBe('11 months ago')
    expect(timeAgoInWords('2025-11-30T03:00:00.000Z', NOW)).toBe('1 year ago')
    expect(timeAgoInWords('2023-06-01T00:00:00.000Z', NOW)).toBe('3 years ago')
  })

  it('says nothing without a date', () => {
    for (const missing of [null, undefined, '', 'not a date']) expect(timeAgoInWords(missing, NOW)).toBeNull()
  })
})
