import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { describe, expect, it, vi } from 'vitest'

vi.mock('./rate-limit.server', () => ({ consumeRateLimit: vi.fn() }))
const { consumeRateLimit } = await import('./rate-limit.server')
const { challengeResponse, checkCaptcha, createCaptchaChallenge, memorySpentChallenges, verifyCaptcha, CHALLENGE_TTL_SECONDS } =
  await import('./captcha.server')

const KEY = 'test-altcha-key'
/** Little work, so the tests solve in milliseconds; the checks are the same as the real difficulty's. */
const EASY = { cost: 1, counterMin: 5, counterMax: 50 }

/** What the widget posts: its solution with the challenge, as base64 JSON. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey })
  expect(solution).not.toBeNull()
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

const posted = (payload: string) => JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { challenge: Challenge; solution: unknown }
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64')

describe('createCaptchaChallenge', () => {
  it('signs a PBKDF2 challenge that expires after CHALLENGE_TTL_SECONDS, asking the real difficulty by default', async () => {
    const now = Date.UTC(2026, 10, 30, 1, 0, 0)
    const challenge = await createCaptchaChallenge({ key: KEY, now })
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256')
    expect(challenge.parameters.cost).toBe(1_000)
    expect(challenge.parameters.expiresAt).toBe(now / 1000 + CHALLENGE_TTL_SECONDS)
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
    // Nothing that gives the answer away.
    expect(JSON.stringify(challenge)).not.toMatch(/counter/)
  })

  it('refuses to sign without a key', async () => {
    await expect(createCaptchaChallenge({ key: '' })).rejects.toThrow(/ALTCHA_HMAC_KEY/)
  })
})

describe('checkCaptcha', () => {
  it('takes a solved challenge once: the same solution sent again is a replay', async () => {
    const spent = memorySpentChallenges()
    const payload = await solve(await createCaptchaChallenge({ key: KEY, difficulty: EASY }))
    expect(await checkCaptcha(payload, { key: KEY, spent })).toEqual({ outcome: 'solved' })
    expect(await checkCaptcha(payload, { key: KEY, spent })).toEqual({ outcome: 'replayed' })
    // Another challenge solved is good.
    expect(await checkCaptcha(await solve(await createCaptchaChallenge({ key: KEY, difficulty: EASY })), { key: KEY, spent })).toEqual({
      outcome: 'solved',
    })
  })

  it('refuses an expired challenge, and spends nothing for it', async () => {
    const spend = vi.fn(async () => true)
    const longAgo = Date.now() - (CHALLENGE_TTL_SECONDS + 60) * 1000
    const payload = await solve(await createCaptchaChallenge({ key: KEY, now: longAgo, difficulty: EASY }))
    expect(await checkCaptcha(payload, { key: KEY, spent: { spend } })).toEqual({ outcome: 'expired' })
    expect(spend).not.toHaveBeenCalled()
  })

  it('refuses forgeries: another key, altered parameters, a wrong answer, no expiry, junk', async () => {
    const spend = vi.fn(async () => true)
    const spent = { spend }
    const payload = await solve(await createCaptchaChallenge({ key: KEY, difficulty: EASY }))
    expect(await checkCaptcha(payload, { key: 'another-key', spent })).toEqual({ outcome: 'invalid' })

    const { challenge, solution } = posted(payload)
    const easier = { ...challenge, parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 86_400 } }
    expect(await checkCaptcha(encode({ challenge: easier, solution }), { key: KEY, spent })).toEqual({ outcome: 'invalid' })

    const wrong = { ...(solution as object), derivedKey: '00'.repeat(32) }
    expect(await checkCaptcha(encode({ challenge, solution: wrong }), { key: KEY, spent })).toEqual({ outcome: 'invalid' })

    // Signed by us but never expiring: not one of ours (ours always expire).
    const { createChallenge } = await import('altcha-lib')
    const unending = await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 1, counter: 7, deriveKey, hmacSignatureSecret: KEY })
    expect((await verifyCaptcha(await solve(unending), KEY)).outcome).toBe('invalid')

    for (const junk of ['not base64 at all!', encode({ hello: 'there' }), encode(null), 'x'.repeat(5000)]) {
      expect(await checkCaptcha(junk, { key: KEY, spent })).toEqual({ outcome: 'invalid' })
    }
    expect(spend).not.toHaveBeenCalled()
  })

  it('says when nothing was posted (the widget never ran)', async () => {
    expect(await checkCaptcha('', { key: KEY, spent: memorySpentChallenges() })).toEqual({ outcome: 'missing' })
    expect(await checkCaptcha(undefined, { key: KEY, spent: memorySpentChallenges() })).toEqual({ outcome: 'missing' })
  })
})

describe('memorySpentChallenges', () => {
  it('forgets a signature once its challenge has expired', async () => {
    let now = 1_000_000
    const spent = memorySpentChallenges(() => now)
    expect(await spent.spend('abc', new Date(now + 1000))).toBe(true)
    expect(await spent.spend('abc', new Date(now + 1000))).toBe(false)
    now += 2000
    expect(await spent.spend('abc', new Date(now + 1000))).toBe(true)
  })
})

describe('challengeResponse', () => {
  it('answers a challenge, never cached, counted per network', async () => {
    vi.mocked(consumeRateLimit).mockResolvedValueOnce({ allowed: true })
    const response = await challengeResponse('203.0.113.9', () => createCaptchaChallenge({ key: KEY, difficulty: EASY }))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect((await response.json()).parameters.algorithm).toBe('PBKDF2/SHA-256')
    expect(vi.mocked(consumeRateLimit)).toHaveBeenCalledWith(expect.objectContaining({ name: 'captcha-challenges' }), '203.0.113.9')
  })

  it('refuses a network past its allowance with 429 and when to come back', async () => {
    vi.mocked(consumeRateLimit).mockResolvedValueOnce({ allowed: false, retryAfterSeconds: 42 })
    const create = vi.fn()
    const response = await challengeResponse('203.0.113.9', create)
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('42')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(create).not.toHaveBeenCalled()
  })
})
