import { describe, expect, it } from 'vitest'
import { leadDeliveryStatus, retryDelayMs } from './backoff'

describe('retryDelayMs', () => {
  it('doubles from the base after each failure and stops at four hours', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000])
    expect(retryDelayMs(20, 30_000)).toBe(4 * 60 * 60 * 1000)
  })
})

describe('leadDeliveryStatus', () => {
  it('is delivered only when every destination is, failed when any gave up, else still sending', () => {
    expect(leadDeliveryStatus(['delivered', 'delivered'])).toBe('delivered')
    expect(leadDeliveryStatus(['delivered', 'pending'])).toBe('pending')
    expect(leadDeliveryStatus(['failed', 'delivered'])).toBe('failed')
    expect(leadDeliveryStatus([])).toBe('no-destination')
  })
})
