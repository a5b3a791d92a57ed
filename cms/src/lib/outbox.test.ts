import { afterEach, describe, expect, it, vi } from 'vitest'
import { recordOutcome } from './outbox'

describe('recordOutcome', () => {
  afterEach(() => vi.useRealTimers())

  it('retries a failed write of a sent row instead of giving the row up for a failed send', async () => {
    vi.useFakeTimers()
    const write = vi.fn().mockRejectedValueOnce(new Error('connection reset')).mockResolvedValueOnce(undefined)
    const done = recordOutcome(write)
    await vi.runAllTimersAsync()
    await expect(done).resolves.toBeUndefined()
    expect(write).toHaveBeenCalledTimes(2)
  })

  it('gives up after the last try with the write’s own error', async () => {
    vi.useFakeTimers()
    const write = vi.fn().mockRejectedValue(new Error('database down'))
    const done = recordOutcome(write, 3)
    const settled = expect(done).rejects.toThrow('database down')
    await vi.runAllTimersAsync()
    await settled
    expect(write).toHaveBeenCalledTimes(3)
  })
})
