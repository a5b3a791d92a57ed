import type { IncomingMessage, ServerResponse } from 'node:http'

/** One dependency a process needs to do its work: it resolves when the dependency answers, and throws when it doesn't. */
export interface ReadinessCheck {
  name: string
  check: (signal: AbortSignal) => Promise<unknown>
}

export interface CheckResult {
  name: string
  ok: boolean
  /** How long the check took, in milliseconds (at most the timeout). */
  ms: number
  /** Why it failed, in a line: never a stack, never a connection string. */
  error?: string
}

/** `GET /readyz`'s body: ready only when every check passed. */
export interface Readiness {
  ready: boolean
  checks: CheckResult[]
}

/** How long one dependency may take to answer before it counts as down: a balancer's probe must get its answer quickly. */
const READINESS_TIMEOUT_MS = 2_000

/** `GET /healthz`'s body: the process is alive, whatever its dependencies say. */
export const ALIVE = { ok: true } as const

/** Runs every check at once, each within `timeoutMs`. */
export async function checkReadiness(checks: readonly ReadinessCheck[], timeoutMs = READINESS_TIMEOUT_MS): Promise<Readiness> {
  const results = await Promise.all(checks.map((check) => runCheck(check, timeoutMs)))
  return { ready: results.every((result) => result.ok), checks: results }
}

async function runCheck({ name, check }: ReadinessCheck, timeoutMs: number): Promise<CheckResult> {
  const started = performance.now()
  const controller = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort()
      reject(new Error(`no answer within ${timeoutMs} ms`))
    }, timeoutMs)
  })
  try {
    await Promise.race([check(controller.signal), timedOut])
    return { name, ok: true, ms: elapsed(started) }
  } catch (error) {
    return { name, ok: false, ms: elapsed(started), error: oneLine(error) }
  } finally {
    clearTimeout(timer)
  }
}

const elapsed = (started: number) => Math.round((performance.now() - started) * 10) / 10

/** An error's first line, without anything that looks like credentials in a URL (postgres://user:password@host). */
function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message || error.name : String(error)
  return (message.split('\n')[0] ?? '').replace(/\/\/[^/@\s]+@/g, '//').slice(0, 200)
}

/** The status a readiness answer goes with: 503 tells a balancer or an orchestrator to send no work yet. */
export const readinessStatus = (readiness: Readiness): 200 | 503 => (readiness.ready ? 200 : 503)

/** Fetches `url` and throws unless it answers with a 2xx: a dependency's own liveness address. */
export async function expectAnswer(url: string | URL, signal: AbortSignal, init: RequestInit = {}): Promise<void> {
  const response = await fetch(url, { ...init, signal })
  await response.body?.cancel()
  if (!response.ok) throw new Error(`${new URL(url).pathname} answered ${response.status}`)
}

/**
 * For a plain Node HTTP server: answers `GET /healthz` and `GET /readyz` (true), or leaves the request to the server's
 * own handler (false). Neither answer is cached anywhere.
 */
export function answerHealth(request: IncomingMessage, response: ServerResponse, checks: readonly ReadinessCheck[]): boolean {
  const path = (request.url ?? '').split('?')[0]
  if ((path !== '/healthz' && path !== '/readyz') || (request.method !== 'GET' && request.method !== 'HEAD')) return false
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
    response.end(request.method === 'HEAD' ? undefined : JSON.stringify(body))
  }
  if (path === '/healthz') send(200, ALIVE)
  else
    void checkReadiness(checks).then(
      (readiness) => send(readinessStatus(readiness), readiness),
      () => send(503, { ready: false, checks: [] }),
    )
  return true
}
