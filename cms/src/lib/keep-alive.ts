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

/** How often a script whose loading stalled is started again by whoever started it (a stall is rare twice running). */
export const STALLED_START_ATTEMPTS = 5

/** Less CPU than this in a whole window is no progress: loading modules takes far more, an idle process far less. */
const LOADING_CPU_MIN_MICROSECONDS = 20_000

/**
 * `load()` (a dynamic import of the Payload config), but the process ends with STALLED_AT_START once loading has made
 * no progress for `windowMs`. Under tsx, Node 20 runs the module hooks on a thread of their own, and now and then a
 * message between the threads is lost: the import then waits forever with every thread asleep (a diagnostic report
 * shows no JavaScript running and no socket open; on this machine, 1 start in 4 on a bad day). Loading uses CPU all
 * along, so a process that used almost none in a whole window has stalled, and had better be started again at once.
 * Only the import is watched: a wait for the database afterwards is not a stall.
 */
export async function importUnlessStalled<T>(what: string, load: () => Promise<T>, windowMs = 3_000): Promise<T> {
  let before = process.cpuUsage()
  const watch = setInterval(() => {
    const used = process.cpuUsage(before)
    before = process.cpuUsage()
    if (used.user + used.system >= LOADING_CPU_MIN_MICROSECONDS) return
    console.error(`${what} stalled loading its modules (no CPU used in ${windowMs / 1000} s); exiting with ${STALLED_AT_START}`)
    process.exit(STALLED_AT_START)
  }, windowMs)
  try {
    return await load()
  } finally {
    clearInterval(watch)
  }
}
