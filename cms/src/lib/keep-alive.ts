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
