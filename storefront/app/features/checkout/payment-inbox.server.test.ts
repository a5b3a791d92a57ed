import { describe, expect, it } from 'vitest'
import { retryDelaySeconds } from './payment-inbox.server'

describe('retryDelaySeconds', () => {
  it('waits 5 s after the first failed attempt, doubling to at most 5 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelaySeconds)).toEqual([5, 10, 20, 40, 80, 160, 300, 300])
    expect(retryDelaySeconds(0)).toBe(5)
  })
})
