import crypto from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import {
  allowanceLeft,
  codeExpiry,
  codeHash,
  codeHashKey,
  deadCodeReason,
  generateCode,
  hashesMatch,
  monthStart,
  newSessionToken,
  secondsUntilNextSend,
  SESSION_EXTEND_EVERY_MS,
  sessionExpiry,
  sessionNeedsExtending,
  sessionTokenHash,
  toE164,
} from './codes'

const at = (iso: string) => new Date(iso)

describe('sign-in codes', () => {
  it('are six digits drawn from the whole range 000000–999999 by the CSPRNG', () => {
    const randomInt = vi.fn((min: number, max: number) => crypto.randomInt(min, max))
    for (let i = 0; i < 200; i++) expect(generateCode(randomInt)).toMatch(/^\d{6}$/)
    expect(randomInt).toHaveBeenCalledWith(0, 1_000_000)
    // The ends of the range keep their leading zeros and their six digits.
    expect(generateCode(() => 0)).toBe('000000')
    expect(generateCode(() => 42)).toBe('000042')
    expect(generateCode(() => 999_999)).toBe('999999')
    // crypto.randomInt is the default source.
    const spy = vi.spyOn(crypto, 'randomInt')
    generateCode()
    expect(spy).toHaveBeenCalledWith(0, 1_000_000)
    spy.mockRestore()
  })

  it('are spread evenly: every first digit about a tenth of the time', () => {
    const counts = Array.from({ length: 10 }, () => 0)
    const draws = 20_000
    for (let i = 0; i < draws; i++) counts[Number(generateCode()[0])]++
    // 2,000 expected per digit; ±300 is over 7 standard deviations (σ ≈ 42), so this fails only for a skewed source.
    for (const count of counts) expect(Math.abs(count - draws / 10)).toBeLessThan(300)
  })

  it('are stored as an HMAC keyed from the secret and bound to the site and phone, never as the code', () => {
    const key = codeHashKey('secret-a')
    const hash = codeHash(key, 1, '0412345678', '123456')
    expect(hash).toHaveLength(32)
    expect(hash.toString('hex')).not.toContain(Buffer.from('123456').toString('hex'))
    // Deterministic for the same inputs…
    expect(hashesMatch(codeHash(codeHashKey('secret-a'), 1, '0412345678', '123456'), hash)).toBe(true)
    // …and different for another code, phone, site or secret.
    expect(hashesMatch(codeHash(key, 1, '0412345678', '123457'), hash)).toBe(false)
    expect(hashesMatch(codeHash(key, 1, '0412345679', '123456'), hash)).toBe(false)
    expect(hashesMatch(codeHash(key, 2, '0412345678', '123456'), hash)).toBe(false)
    expect(hashesMatch(codeHash(codeHashKey('secret-b'), 1, '0412345678', '123456'), hash)).toBe(false)
    // Not a plain SHA-256 of the code: without the key, the million codes can't be tried against it.
    expect(hash.equals(crypto.createHash('sha256').update('123456').digest())).toBe(false)
    // A hash of another length never matches (and doesn't throw, as timingSafeEqual would).
    expect(hashesMatch(hash.subarray(0, 16), hash)).toBe(false)
  })

  it('last 10 minutes', () => {
    const sent = at('2026-11-24T03:00:00.000Z')
    expect(codeExpiry(sent).toISOString()).toBe('2026-11-24T03:10:00.000Z')
    const live = { checks: 1, expiresAt: codeExpiry(sent), usedAt: null }
    expect(deadCodeReason(live, at('2026-11-24T03:09:59.999Z'))).toBeNull()
    expect(deadCodeReason(live, at('2026-11-24T03:10:00.000Z'))).toBe('expired')
  })

  it('take five checks; the sixth is refused whatever it says', () => {
    const now = at('2026-11-24T03:01:00.000Z')
    const code = (checks: number) => ({ checks, expiresAt: at('2026-11-24T03:10:00.000Z'), usedAt: null })
    for (let checks = 1; checks <= 5; checks++) expect(deadCodeReason(code(checks), now)).toBeNull()
    expect(deadCodeReason(code(6), now)).toBe('too-many-checks')
    expect(deadCodeReason(code(60), now)).toBe('too-many-checks')
  })

  it('are used once', () => {
    const now = at('2026-11-24T03:01:00.000Z')
    expect(deadCodeReason({ checks: 1, expiresAt: at('2026-11-24T03:10:00.000Z'), usedAt: at('2026-11-24T03:00:30.000Z') }, now)).toBe('used')
  })

  it('come no sooner than 60 s after the last to the same phone', () => {
    const last = at('2026-11-24T03:00:00.000Z')
    expect(secondsUntilNextSend(null, last)).toBe(0)
    expect(secondsUntilNextSend(last, last)).toBe(60)
    expect(secondsUntilNextSend(last, at('2026-11-24T03:00:00.500Z'))).toBe(60)
    expect(secondsUntilNextSend(last, at('2026-11-24T03:00:59.001Z'))).toBe(1)
    expect(secondsUntilNextSend(last, at('2026-11-24T03:01:00.000Z'))).toBe(0)
    expect(secondsUntilNextSend(last, at('2026-11-24T05:00:00.000Z'))).toBe(0)
  })
})

describe('the monthly SMS allowance', () => {
  it('lets a site send until it has sent its allowance', () => {
    expect(allowanceLeft(0, 500)).toBe(true)
    expect(allowanceLeft(499, 500)).toBe(true)
    expect(allowanceLeft(500, 500)).toBe(false)
    expect(allowanceLeft(0, 0)).toBe(false)
  })

  it('counts from the 1st of the month in Brisbane', () => {
    // 30 Nov 23:30 UTC is already 1 December in Brisbane (UTC+10).
    expect(monthStart(at('2026-11-30T23:30:00.000Z')).toISOString()).toBe('2026-11-30T14:00:00.000Z')
    expect(monthStart(at('2026-11-24T03:00:00.000Z')).toISOString()).toBe('2026-10-31T14:00:00.000Z')
    expect(monthStart(at('2026-11-30T13:59:59.999Z')).toISOString()).toBe('2026-10-31T14:00:00.000Z')
    expect(monthStart(at('2027-01-01T00:00:00.000Z')).toISOString()).toBe('2026-12-31T14:00:00.000Z')
  })

  it('follows daylight saving where the zone has it', () => {
    // Sydney is UTC+11 on 1 December (daylight saving) and UTC+10 on 1 June.
    expect(monthStart(at('2026-12-15T00:00:00.000Z'), 'Australia/Sydney').toISOString()).toBe('2026-11-30T13:00:00.000Z')
    expect(monthStart(at('2026-06-15T00:00:00.000Z'), 'Australia/Sydney').toISOString()).toBe('2026-05-31T14:00:00.000Z')
    expect(monthStart(at('2026-06-15T00:00:00.000Z'), 'UTC').toISOString()).toBe('2026-06-01T00:00:00.000Z')
  })
})

describe('phones for an SMS provider', () => {
  it('are Australian mobiles in E.164', () => {
    expect(toE164('0412345678')).toBe('+61412345678')
    expect(toE164('0491570159')).toBe('+61491570159')
    for (const bad of ['412345678', '+61412345678', '0312345678', '04123456789', '']) expect(() => toE164(bad)).toThrow(/Australian mobile/)
  })
})

describe('customer sessions', () => {
  it('have 32 random bytes as a token, and only its SHA-256 is kept', () => {
    const token = newSessionToken()
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    expect(newSessionToken()).not.toBe(token)
    expect(sessionTokenHash(token).equals(crypto.createHash('sha256').update(token).digest())).toBe(true)
  })

  it('last 30 days from their last use, extended at most every few minutes', () => {
    const now = at('2026-11-24T03:00:00.000Z')
    expect(sessionExpiry(now).toISOString()).toBe('2026-12-24T03:00:00.000Z')
    // Just made or just extended: no write.
    expect(sessionNeedsExtending(sessionExpiry(now), now)).toBe(false)
    const minuteAgo = new Date(now.getTime() - 60_000)
    expect(sessionNeedsExtending(sessionExpiry(minuteAgo), now)).toBe(false)
    const longerAgo = new Date(now.getTime() - SESSION_EXTEND_EVERY_MS)
    expect(sessionNeedsExtending(sessionExpiry(longerAgo), now)).toBe(true)
    expect(sessionNeedsExtending(sessionExpiry(at('2026-11-01T00:00:00.000Z')), now)).toBe(true)
  })
})
