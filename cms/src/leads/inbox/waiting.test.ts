import { describe, expect, it } from 'vitest'
import { formatDuration, minutesBetween, waitingOf } from './waiting'

const now = new Date('2026-11-30T05:00:00.000Z')
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString()

describe('formatDuration', () => {
  it('says minutes, hours and minutes, then days', () => {
    expect(formatDuration(0)).toBe('Under 1 min')
    expect(formatDuration(1)).toBe('1 min')
    expect(formatDuration(59)).toBe('59 min')
    expect(formatDuration(60)).toBe('1 h')
    expect(formatDuration(135)).toBe('2 h 15 min')
    expect(formatDuration(24 * 60 - 1)).toBe('23 h 59 min')
    expect(formatDuration(24 * 60)).toBe('1 day')
    expect(formatDuration(28 * 60 + 30)).toBe('1 day 4 h')
    expect(formatDuration(3 * 24 * 60 + 60)).toBe('3 days 1 h')
  })

  it('drops the hours past a week', () => {
    expect(formatDuration(12 * 24 * 60 + 5 * 60)).toBe('12 days')
  })
})

describe('minutesBetween', () => {
  it('counts whole minutes, never below zero', () => {
    expect(minutesBetween(ago(135.9), now)).toBe(135)
    expect(minutesBetween(new Date(now.getTime() + 90_000), now)).toBe(0)
    expect(minutesBetween('not a date', now)).toBe(0)
  })
})

describe('waitingOf', () => {
  it('shows a New lead’s wait, within or over the site’s target, in words', () => {
    expect(waitingOf({ status: 'new', createdAt: ago(45) }, 60, now)).toEqual({
      minutes: 45,
      text: '45 min',
      overTarget: false,
      targetText: 'Within the 1 h target',
    })
    expect(waitingOf({ status: 'new', createdAt: ago(135) }, 60, now)).toEqual({
      minutes: 135,
      text: '2 h 15 min',
      overTarget: true,
      targetText: 'Over the 1 h target',
    })
  })

  it('counts exactly the target as within it', () => {
    expect(waitingOf({ status: 'new', createdAt: ago(30) }, 30, now)?.overTarget).toBe(false)
    expect(waitingOf({ status: 'new', createdAt: ago(31) }, 30, now)?.targetText).toBe('Over the 30 min target')
  })

  it('shows nothing once the lead is contacted or closed', () => {
    expect(waitingOf({ status: 'contacted', createdAt: ago(500) }, 60, now)).toBeNull()
    expect(waitingOf({ status: 'closed', createdAt: ago(500) }, 60, now)).toBeNull()
    expect(waitingOf({ status: 'new', createdAt: null }, 60, now)).toBeNull()
  })
})
