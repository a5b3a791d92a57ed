/**
 * Asks `check` until it answers something truthy, and answers that; after `timeoutMs` it throws, naming `what` (and
 * `detail()`'s text: a worker's last output, say). `everyMs` apart.
 */
export async function until<T>(
  what: string,
  check: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  { timeoutMs, everyMs = 250, detail }: { timeoutMs: number; everyMs?: number; detail?: () => string },
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${detail ? `\n${detail()}` : ''}`)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}
