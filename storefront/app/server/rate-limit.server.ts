import { metrics, once } from '@dealer/ops/metrics'
import pg from 'pg'
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import { config } from './config.server'

/**
 * Rate limits shared by every storefront instance and kept across restarts: counters live in Postgres (one row per key
 * and window, rate-limiter-flexible's Postgres store), in their own schema so Payload's migrations never see them. If
 * Postgres can't answer, each instance falls back to counting in its own memory rather than refusing every shopper.
 */
export interface RateLimit {
  /** Names the counter: `leads`, `search`, … (a key prefix: limits with different names never share a count). */
  name: string
  points: number
  durationSeconds: number
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Requests refused by each limit: a rise is an abuse attempt, or a limit set too low for real shoppers. */
const rateLimitRefusals = once(
  'dealer_rate_limit_refusals_total',
  (name) => new metrics.Counter({ name, help: 'Requests refused by a rate limit, by limiter.', labelNames: ['limiter'] as const }),
)

const SCHEMA = 'rate_limits'
const TABLE = 'counters'

let pool: pg.Pool | null = null
let schemaReady: Promise<void> | null = null
/** One limiter per limit, kept as its promise so concurrent first requests share one creation (one table check). */
const limiters = new Map<string, Promise<RateLimiterPostgres>>()
const fallbacks = new Map<string, RateLimiterMemory>()

function database(): pg.Pool {
  if (!config.databaseUri) throw new Error('DATABASE_URI is not set: the storefront keeps its rate limits in Postgres.')
  if (!pool) {
    pool = new pg.Pool({ connectionString: config.databaseUri, max: 4, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 })
    // An idle connection that Postgres drops (a restart, a failover) is reported here; unhandled, it would end the
    // process. The pool replaces the connection on the next request, and a request meanwhile falls back to memory.
    pool.on('error', (error) => console.warn(`rate limits: a Postgres connection was lost (${error.message})`))
  }
  return pool
}

/** Resolves when the rate limits' database answers a query: the storefront's readiness (readiness.server.ts). */
export async function databaseAnswers(): Promise<void> {
  await database().query('select 1')
}

/** The schema is ours to create; the table the library creates itself (and copes with two instances racing to). */
function ensureSchema(): Promise<void> {
  schemaReady ??= database()
    .query(`CREATE SCHEMA IF NOT EXISTS ${SCHEMA}`)
    .then(() => undefined)
    .catch((error: { code?: string }) => {
      // Two instances creating it at once: one of them gets a unique violation on the catalogue, which is fine.
      if (error.code !== '23505') {
        schemaReady = null
        throw error
      }
    })
  return schemaReady
}

const limitId = (limit: RateLimit) => `${limit.name}:${limit.points}:${limit.durationSeconds}`

function limiterFor(limit: RateLimit): Promise<RateLimiterPostgres> {
  const id = limitId(limit)
  let limiter = limiters.get(id)
  if (!limiter) {
    limiter = createLimiter(limit)
    limiters.set(id, limiter)
    // A failed creation (Postgres down) is not kept: the next request tries again.
    limiter.catch(() => limiters.delete(id))
  }
  return limiter
}

async function createLimiter(limit: RateLimit): Promise<RateLimiterPostgres> {
  await ensureSchema()
  return new Promise<RateLimiterPostgres>((resolve, reject) => {
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(
      {
        storeClient: database(),
        storeType: 'pool',
        schemaName: SCHEMA,
        tableName: TABLE,
        keyPrefix: limit.name,
        points: limit.points,
        duration: limit.durationSeconds,
        clearExpiredByTimeout: true,
        insuranceLimiter: fallbackFor(limit),
      },
      (error?: Error) => (error ? reject(error) : resolve(limiter)),
    )
  })
}

/** This instance's own count, while Postgres can't be reached at all (the next request tries it again). */
function fallbackFor(limit: RateLimit): RateLimiterMemory {
  const id = limitId(limit)
  let limiter = fallbacks.get(id)
  if (!limiter) fallbacks.set(id, (limiter = new RateLimiterMemory({ keyPrefix: limit.name, points: limit.points, duration: limit.durationSeconds })))
  return limiter
}

async function sharedOrFallback(limit: RateLimit): Promise<RateLimiterPostgres | RateLimiterMemory> {
  try {
    return await limiterFor(limit)
  } catch (error) {
    console.error(`rate limits: Postgres unavailable, counting in memory: ${error instanceof Error ? error.message : error}`)
    return fallbackFor(limit)
  }
}

/** Counts one request for `key` against `limit`: allowed, or how long until it would be. */
export async function consumeRateLimit(limit: RateLimit, key: string): Promise<RateDecision> {
  const limiter = await sharedOrFallback(limit)
  try {
    await limiter.consume(key)
    return { allowed: true }
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) {
      rateLimitRefusals.inc({ limiter: limit.name })
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) }
    }
    throw refusal
  }
}

/**
 * Whether one more request for `key` would be allowed now, without counting it (a form asks before it sends; the send
 * itself then consumes). The same answer as consumeRateLimit would give, short of a race with another request.
 */
export async function peekRateLimit(limit: RateLimit, key: string): Promise<RateDecision> {
  const limiter = await sharedOrFallback(limit)
  const used = await limiter.get(key)
  if (!used || used.consumedPoints < limit.points) return { allowed: true }
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(used.msBeforeNext / 1000)) }
}

/** Gives back one request counted for `key` (it turned out to cost nothing: a send the CMS didn't make). */
export async function refundRateLimit(limit: RateLimit, key: string): Promise<void> {
  const limiter = await sharedOrFallback(limit)
  await limiter.reward(key, 1)
}
