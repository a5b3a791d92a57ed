import { afterEach, describe, expect, it, vi } from 'vitest'
import { importUnlessStalled, STALLED_AT_START } from './keep-alive'

// In this process, with process.exit stubbed: a child process under tsx could itself stall loading (keep-alive.ts).
const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never)
const error = vi.spyOn(console, 'error').mockImplementation(() => {})
afterEach(() => {
  exit.mockClear()
  error.mockClear()
})

/** An import that keeps the CPU busy, in slices, for `ms`, then gives `value`. */
function busyFor<T>(ms: number, value: T): () => Promise<T> {
  return () =>
    new Promise((resolve) => {
      const end = Date.now() + ms
      const spin = () => {
        const until = Date.now() + 20
        while (Date.now() < until);
        if (Date.now() < end) setTimeout(spin)
        else resolve(value)
      }
      spin()
    })
}

describe('importUnlessStalled', () => {
  it('ends the process with STALLED_AT_START, saying so, when the import makes no progress', async () => {
    let settle = () => {}
    let loaded = false
    const importing = importUnlessStalled('the outbox worker', () => new Promise<void>((resolve) => (settle = resolve)), 200).then(() => (loaded = true))
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(STALLED_AT_START), { timeout: 3_000 })
    expect(error).toHaveBeenCalledWith(expect.stringContaining('the outbox worker stalled loading its modules (no CPU used in 0.2 s)'))
    expect(loaded).toBe(false)
    // Here the process has ended; the test settles the import so the watch stops.
    settle()
    await importing
  })

  it('waits for an import that keeps working, however long it takes, and stops watching once it is done', async () => {
    expect(await importUnlessStalled('the seed', busyFor(1_000, 'the config'), 200)).toBe('the config')
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(exit).not.toHaveBeenCalled()
  })
})
