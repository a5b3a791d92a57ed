import crypto from 'node:crypto'
import { SIGN_IN_LIMITS } from '@dealer/cms-contract/customer-accounts'

/**
 * The rules of sign-in codes and sessions as pure functions (spec 001 §5, issue 20, OWASP ASVS V6): the endpoints read
 * and write the rows, these decide. Codes are 6 digits from a CSPRNG, stored only as a keyed hash, valid 10 minutes,
 * used once, checked at most 5 times; a new one no sooner than 60 s after the last.
 */

/** A uniformly random integer in [min, max): crypto.randomInt's shape, so tests can pass their own. */
export type RandomInt = (min: number, max: number) => number

/** A 6-digit code, every value from 000000 to 999999 equally likely (crypto.randomInt rejects biased draws). */
export function generateCode(randomInt: RandomInt = crypto.randomInt): string {
  return String(randomInt(0, 10 ** SIGN_IN_LIMITS.codeDigits)).padStart(SIGN_IN_LIMITS.codeDigits, '0')
}

/**
 * The key codes are hashed with: derived from the CMS's secret (Payload's, itself derived from PAYLOAD_SECRET) for this
 * one purpose, so a database copy without the secret can't test the million codes against a stored hash.
 */
export function codeHashKey(secret: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', secret, Buffer.alloc(0), 'dealer customer sign-in codes v1', 32))
}

/** HMAC-SHA256 of the code bound to its site and phone: a hash stored for one phone matches no other phone's code. */
export function codeHash(key: Buffer, tenant: number, phone: string, code: string): Buffer {
  return crypto.createHmac('sha256', key).update(`${tenant}\n${phone}\n${code}`).digest()
}

/** Whether two hashes are the same, in time that doesn't depend on where they differ. */
export function hashesMatch(given: Buffer, stored: Buffer): boolean {
  return given.length === stored.length && crypto.timingSafeEqual(given, stored)
}

/** A stored code as a check sees it, after that check was counted (`checks` includes it). */
export interface CodeState {
  checks: number
  expiresAt: Date
  usedAt: Date | null
}

/** Why a code can't sign anyone in whatever was typed, or null when it is still live. The shopper hears one answer for all. */
export function deadCodeReason(code: CodeState, now: Date): 'used' | 'expired' | 'too-many-checks' | null {
  if (code.usedAt !== null) return 'used'
  if (code.expiresAt.getTime() <= now.getTime()) return 'expired'
  if (code.checks > SIGN_IN_LIMITS.checksPerCode) return 'too-many-checks'
  return null
}

/** When a code sent now stops working. */
export function codeExpiry(now: Date): Date {
  return new Date(now.getTime() + SIGN_IN_LIMITS.codeLifetimeSeconds * 1000)
}

/** Seconds until a new code may be sent to a phone whose last code was sent at `lastSentAt` (0: now). */
export function secondsUntilNextSend(lastSentAt: Date | null, now: Date): number {
  if (lastSentAt === null) return 0
  const waitMs = lastSentAt.getTime() + SIGN_IN_LIMITS.secondsBetweenSends * 1000 - now.getTime()
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0
}

/** Whether a site that has sent `sentThisMonth` messages may send one more. */
export function allowanceLeft(sentThisMonth: number, monthlyAllowance: number): boolean {
  return sentThisMonth < monthlyAllowance
}

/** The platform's calendar (the sites are in Queensland, like the lead emails' times): UTC+10, no daylight saving. */
export const ALLOWANCE_TIME_ZONE = 'Australia/Brisbane'

/** The instant the calendar month holding `now` began in `timeZone` (its 1st, 00:00 there). */
export function monthStart(now: Date, timeZone: string = ALLOWANCE_TIME_ZONE): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-AU', { timeZone, year: 'numeric', month: 'numeric' }).formatToParts(now).map((part) => [part.type, part.value]),
  )
  const wallClock = Date.UTC(Number(parts.year), Number(parts.month) - 1, 1)
  // The zone's offset from UTC at that wall-clock time, read back from the zone itself (daylight saving included).
  const offsetAt = (instant: number) => {
    const seen = Object.fromEntries(
      new Intl.DateTimeFormat('en-AU', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' })
        .formatToParts(new Date(instant))
        .map((part) => [part.type, part.value]),
    )
    return Date.UTC(Number(seen.year), Number(seen.month) - 1, Number(seen.day), Number(seen.hour), Number(seen.minute)) - instant
  }
  const guess = wallClock - offsetAt(wallClock)
  return new Date(wallClock - offsetAt(guess))
}

/** An Australian mobile in local form (0412345678) as E.164 (+61412345678), as SMS providers want it. */
export function toE164(localMobile: string): string {
  if (!/^04\d{8}$/.test(localMobile)) throw new Error(`Not an Australian mobile in local form: ${localMobile}`)
  return `+61${localMobile.slice(1)}`
}

/** A new session's token: 32 random bytes, base64url (43 characters). Only the shopper's cookie holds it. */
export function newSessionToken(): string {
  return crypto.randomBytes(32).toString('base64url')
}

/** What the database keeps of a session token: its SHA-256 (the token is random, so no key or salt is needed). */
export function sessionTokenHash(token: string): Buffer {
  return crypto.createHash('sha256').update(token).digest()
}

/** When a session used now ends unless used again. */
export function sessionExpiry(now: Date): Date {
  return new Date(now.getTime() + SIGN_IN_LIMITS.sessionDays * 24 * 60 * 60 * 1000)
}

/** A session is extended at most this often: every page a shopper opens reads it, and needn't write it. */
export const SESSION_EXTEND_EVERY_MS = 5 * 60 * 1000

/** Whether a session read now should be extended: it was last extended (or made) more than SESSION_EXTEND_EVERY_MS ago. */
export function sessionNeedsExtending(expiresAt: Date, now: Date): boolean {
  return sessionExpiry(now).getTime() - expiresAt.getTime() >= SESSION_EXTEND_EVERY_MS
}
