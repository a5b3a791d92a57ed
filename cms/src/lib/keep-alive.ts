/**
 * For scripts that open Payload with a top-level await (seed, worker, test helpers). Under `--import tsx`, Node 20 has
 * now and then let such a script's event loop run dry while modules were still loading, and exited 13 ("unsettled
 * top-level await") having done nothing. A timer keeps the loop alive; call the returned function when done. Start it
 * before the Payload config loads: import the config dynamically after this call, not statically.
 */
export function keepEventLoopAlive(): () => void {
  const timer = setInterval(() => {}, 60_000)
  return () => clearInterval(timer)
}

/** The exit code of a process that stalled while starting: whoever started it may start it again. */
export const STALLED_AT_START = 75

/**
 * Ends the process with STALLED_AT_START when it hasn't called the returned function within `ms`. Loading the Payload
 * config under tsx (its loader hooks run on their own thread in Node 20) has now and then never finished, and a
 * worker that waits forever delivers nothing while looking alive; one that exits says so and can be started again.
 */
export function exitIfNotStartedWithin(what: string, ms = Number(process.env.STARTUP_TIMEOUT_MS) || 90_000): () => void {
  const timer = setTimeout(() => {
    console.error(`${what} did not start within ${Math.round(ms / 1000)} s (loading Payload stalled); exiting with ${STALLED_AT_START}`)
    process.exit(STALLED_AT_START)
  }, ms)
  return () => clearTimeout(timer)
}
