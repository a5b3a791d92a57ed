/**
 * The enquiry forms' captcha (issue 48, spec 001 §3 "captcha (shown by default)"): ALTCHA's self-hosted proof of work.
 * The storefront makes each challenge itself (GET /api/captcha-challenge), signed with ALTCHA_HMAC_KEY; the shopper's
 * browser solves it (the `altcha` widget, a few hundred milliseconds of hashing) and posts the solution with the form in
 * its hidden `altcha` field; the lead's action checks it here. No third party sees the shopper, and it works offline.
 *
 * A solved challenge is good once: its signature is recorded in Postgres (every storefront instance shares it), in its
 * own schema so Payload's migrations never see it, until the challenge would have expired anyway.
 */
import { createHmac } from 'node:crypto'
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import pg from 'pg'
import { config } from './config.server'
import { consumeRateLimit, type RateLimit } from './rate-limit.server'

/** The form field the widget puts its solution in (its default name). */
export const CAPTCHA_FIELD = 'altcha'

/** How long a challenge may be solved and sent in: long enough to fill in a form at leisure. */
export const CHALLENGE_TTL_SECONDS = 30 * 60

/**
 * How much work a challenge asks for: PBKDF2-SHA-256 of `cost` rounds, tried `counter` times, the counter picked at
 * random between the two bounds (ALTCHA v2's deterministic mode: the server checks one derivation, the browser does
 * them all). About a second of one core at most; the widget spreads it over several workers.
 */
export interface CaptchaDifficulty {
  cost: number
  counterMin: number
  counterMax: number
}

const DEFAULT_DIFFICULTY: CaptchaDifficulty = { cost: 1_000, counterMin: 1_000, counterMax: 3_000 }

/** The ALTCHA algorithm: PBKDF2 is bundled with the widget's workers and native to Web Crypto and Node. */
const ALGORITHM = 'PBKDF2/SHA-256'

/** The derived-key signing secret, kept apart from the challenge signing one (both from the one key). */
const keySignatureSecret = (key: string) => createHmac('sha256', key).update('altcha derived-key signatures').digest('hex')

function requireKey(key: string): string {
  if (!key) throw new Error('ALTCHA_HMAC_KEY is not set: the captcha cannot sign or check challenges.')
  return key
}

/** A new challenge for the widget to solve, signed with `key`, expiring CHALLENGE_TTL_SECONDS after `now`. */
export async function createCaptchaChallenge({
  key = config.altchaHmacKey,
  now = Date.now(),
  difficulty = DEFAULT_DIFFICULTY,
}: { key?: string; now?: number; difficulty?: CaptchaDifficulty } = {}): Promise<Challenge> {
  const secret = requireKey(key)
  return createChallenge({
    algorithm: ALGORITHM,
    cost: difficulty.cost,
    counter: randomInt(difficulty.counterMax, difficulty.counterMin),
    deriveKey,
    expiresAt: Math.floor(now / 1000) + CHALLENGE_TTL_SECONDS,
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: keySignatureSecret(secret),
  })
}

/**
 * How many challenges one network may fetch: each form's first focus fetches one, and the widget fetches another when
 * one expires; a person filling in forms needs a handful an hour, a script solving them in bulk far more.
 */
const CHALLENGE_LIMIT: RateLimit = { name: 'captcha-challenges', points: 30, durationSeconds: 600 }

/** GET /api/captcha-challenge's answer: a challenge (never cached), or 429 for a network past its allowance. */
export async function challengeResponse(clientAddress: string, create: () => Promise<Challenge> = () => createCaptchaChallenge()): Promise<Response> {
  const allowed = await consumeRateLimit(CHALLENGE_LIMIT, clientAddress)
  if (!allowed.allowed) {
    return Response.json(
      { error: 'Too many requests. Please try again shortly.' },
      { status: 429, headers: { 'cache-control': 'no-store', 'retry-after': String(allowed.retryAfterSeconds) } },
    )
  }
  return Response.json(await create(), { headers: { 'cache-control': 'no-store' } })
}

/** Where spent challenges are remembered: `spend` is true the first time a signature is spent, false ever after. */
export interface SpentChallenges {
  spend(signature: string, expiresAt: Date): Promise<boolean>
}

/** What checking a posted solution came to. */
export type CaptchaCheck =
  | { outcome: 'solved' }
  /** Nothing was posted: the widget never ran (JavaScript off, or it hadn't loaded). */
  | { outcome: 'missing' }
  /** Not a solution of a challenge of ours: unreadable, altered, signed with another key, or wrongly solved. */
  | { outcome: 'invalid' }
  | { outcome: 'expired' }
  /** A good solution already used once. */
  | { outcome: 'replayed' }

/** A solution that checks out, not yet spent: what spending it records. */
export interface VerifiedSolution {
  outcome: 'verified'
  signature: string
  expiresAt: Date
}

/** The longest payload read: a solution is a few hundred characters. */
const MAX_PAYLOAD_CHARS = 4_000

function parsePayload(text: string): Payload | null {
  if (text.length > MAX_PAYLOAD_CHARS) return null
  try {
    const payload = JSON.parse(Buffer.from(text, 'base64').toString('utf8')) as Partial<Payload> | null
    const parameters = payload?.challenge?.parameters
    const solution = payload?.solution
    if (!parameters || typeof parameters !== 'object' || typeof payload?.challenge?.signature !== 'string') return null
    if (!solution || typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string') return null
    return payload as Payload
  } catch {
    return null
  }
}

/**
 * Checks the `altcha` field a form posted, without spending it: a solution of one of our challenges, unexpired. (A form
 * sent back with a mistake to fix keeps its solution: spendCaptcha spends it once the lead is ready to send.)
 */
export async function verifyCaptcha(
  posted: string | null | undefined,
  key: string = config.altchaHmacKey,
): Promise<VerifiedSolution | Extract<CaptchaCheck, { outcome: 'missing' | 'invalid' | 'expired' }>> {
  const text = posted?.trim() ?? ''
  if (text === '') return { outcome: 'missing' }
  const payload = parsePayload(text)
  if (!payload) return { outcome: 'invalid' }
  const secret = requireKey(key)
  let result: Awaited<ReturnType<typeof verifySolution>>
  try {
    result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: keySignatureSecret(secret),
    })
  } catch {
    // An algorithm or parameter the library refuses (a forged challenge).
    return { outcome: 'invalid' }
  }
  // The library reads the expiry before the signature: a past one is "expired" whoever signed it (harmless to say).
  if (result.expired) return { outcome: 'expired' }
  // Every challenge of ours expires; one that doesn't was never ours.
  const expiresAt = payload.challenge.parameters.expiresAt
  if (!result.verified || typeof expiresAt !== 'number') return { outcome: 'invalid' }
  return { outcome: 'verified', signature: payload.challenge.signature!, expiresAt: new Date(expiresAt * 1000) }
}

/** Spends a verified solution: true the first time, false if it was spent before (a replay). */
export function spendCaptcha(solution: VerifiedSolution, spent: SpentChallenges = postgresSpentChallenges()): Promise<boolean> {
  return spent.spend(solution.signature, solution.expiresAt)
}

/** Checks and spends in one: what a form that is sent as soon as it is checked needs. */
export async function checkCaptcha(
  posted: string | null | undefined,
  { key = config.altchaHmacKey, spent = postgresSpentChallenges() }: { key?: string; spent?: SpentChallenges } = {},
): Promise<CaptchaCheck> {
  const verified = await verifyCaptcha(posted, key)
  if (verified.outcome !== 'verified') return verified
  return (await spendCaptcha(verified, spent)) ? { outcome: 'solved' } : { outcome: 'replayed' }
}

/** Spent challenges kept in this process's memory: the tests', and the fallback while Postgres can't answer. */
export function memorySpentChallenges(now: () => number = Date.now, maxSize = 10_000): SpentChallenges {
  const spent = new Map<string, number>()
  return {
    async spend(signature, expiresAt) {
      const time = now()
      for (const [key, expiry] of spent) if (expiry <= time || spent.size >= maxSize) spent.delete(key)
      if (spent.has(signature)) return false
      spent.set(signature, expiresAt.getTime())
      return true
    },
  }
}

const SCHEMA = 'captcha'
const TABLE = `${SCHEMA}.spent_challenges`
/** Expired rows are deleted by whichever request comes along, at most this often per instance. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000

let pool: pg.Pool | null = null
let tableReady: Promise<void> | null = null
let lastSweep = 0
let spentInPostgres: SpentChallenges | null = null
const fallback = memorySpentChallenges()

function database(): pg.Pool {
  if (!config.databaseUri) throw new Error('DATABASE_URI is not set: the storefront keeps spent captcha challenges in Postgres.')
  if (!pool) {
    pool = new pg.Pool({ connectionString: config.databaseUri, max: 2, idleTimeoutMillis: 30_000 })
    // A dropped idle connection must not end the process; the next request gets a new one.
    pool.on('error', (error) => console.warn(`captcha: a Postgres connection was lost (${error.message})`))
  }
  return pool
}

/** The schema and table are ours to create; two instances racing to may see a unique violation, which is fine. */
function ensureTable(): Promise<void> {
  tableReady ??= (async () => {
    const db = database()
    for (const statement of [
      `CREATE SCHEMA IF NOT EXISTS ${SCHEMA}`,
      `CREATE TABLE IF NOT EXISTS ${TABLE} (signature text PRIMARY KEY, expires_at timestamptz NOT NULL)`,
      `CREATE INDEX IF NOT EXISTS spent_challenges_expires_at ON ${TABLE} (expires_at)`,
    ]) {
      await db.query(statement).catch((error: { code?: string }) => {
        if (error.code !== '23505' && error.code !== '42P07') throw error
      })
    }
  })().catch((error) => {
    tableReady = null
    throw error
  })
  return tableReady
}

/**
 * Spent challenges in Postgres: the insert that adds the signature is the check (ON CONFLICT DO NOTHING: no row added,
 * already spent), atomic across instances. If Postgres can't answer, this instance remembers them itself meanwhile
 * rather than refusing every shopper (as the rate limits do).
 */
function postgresSpentChallenges(): SpentChallenges {
  spentInPostgres ??= {
    async spend(signature, expiresAt) {
      try {
        await ensureTable()
        const db = database()
        if (Date.now() - lastSweep > SWEEP_INTERVAL_MS) {
          lastSweep = Date.now()
          void db.query(`DELETE FROM ${TABLE} WHERE expires_at < now()`).catch(() => undefined)
        }
        const inserted = await db.query(`INSERT INTO ${TABLE} (signature, expires_at) VALUES ($1, $2) ON CONFLICT (signature) DO NOTHING`, [
          signature,
          expiresAt,
        ])
        return inserted.rowCount === 1
      } catch (error) {
        console.error(`captcha: Postgres unavailable, remembering spent challenges in memory: ${error instanceof Error ? error.message : error}`)
        return fallback.spend(signature, expiresAt)
      }
    },
  }
  return spentInPostgres
}
