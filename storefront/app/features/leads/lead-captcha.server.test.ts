import { describe, expect, it, vi } from 'vitest'
import type { VerifiedSolution } from '../../server/captcha.server'
import type { RateDecision } from '../../server/rate-limit.server'
import {
  CAPTCHA_EXPIRED,
  CAPTCHA_FAILED,
  CAPTCHA_REPLAYED,
  captchaStanding,
  commitCaptcha,
  UNSOLVED_LIMIT,
  UNSOLVED_NOTE,
  withCaptchaNote,
  type CaptchaDeps,
} from './lead-captcha.server'

const SOLUTION: VerifiedSolution = { outcome: 'verified', signature: 'a1b2', expiresAt: new Date('2026-11-30T02:00:00Z') }
const ON = { forms: { captcha: true } }
const KEY = '1:203.0.113.9'

/** A policy whose solutions, spends and unsolved allowance the test decides; the allowance counted for real. */
function deps({ verified = SOLUTION as Awaited<ReturnType<CaptchaDeps['verify']>>, allowance = UNSOLVED_LIMIT.points } = {}) {
  let used = 0
  const spent = new Set<string>()
  const decision = (): RateDecision => (used < allowance ? { allowed: true } : { allowed: false, retryAfterSeconds: 1800 })
  return {
    verify: vi.fn(async () => verified),
    spend: vi.fn(async (solution: VerifiedSolution) => !spent.has(solution.signature) && Boolean(spent.add(solution.signature))),
    peek: vi.fn(async () => decision()),
    consume: vi.fn(async () => {
      const answer = decision()
      if (answer.allowed) used++
      return answer
    }),
  } satisfies CaptchaDeps
}

describe('captchaStanding and commitCaptcha', () => {
  it('asks nothing of the journeys’ leads, nor when the site turns the captcha off', async () => {
    const policy = deps()
    expect(await captchaStanding({ form: 'finance', altcha: '' }, ON, KEY, policy)).toEqual({ kind: 'off' })
    expect(await captchaStanding({ form: 'trade-in', altcha: '' }, ON, KEY, policy)).toEqual({ kind: 'off' })
    expect(await captchaStanding({ form: 'contact', altcha: '' }, { forms: { captcha: false } }, KEY, policy)).toEqual({ kind: 'off' })
    expect(policy.verify).not.toHaveBeenCalled()
  })

  it('is on by default: no settings, or settings that don’t say', async () => {
    for (const settings of [null, { forms: {} }, { forms: { captcha: null } }]) {
      expect(await captchaStanding({ form: 'enquiry', altcha: 'x' }, settings, KEY, deps())).toEqual({ kind: 'solved', solution: SOLUTION })
    }
  })

  it('spends a good solution once the lead is ready; a replayed one is refused (409) with a message for the form', async () => {
    const policy = deps()
    const standing = await captchaStanding({ form: 'test-drive', altcha: 'payload' }, ON, KEY, policy)
    expect(policy.verify).toHaveBeenCalledWith('payload')
    expect(await commitCaptcha(standing as never, KEY, policy)).toBeNull()
    expect(await commitCaptcha(standing as never, KEY, policy)).toEqual({ status: 409, body: { error: CAPTCHA_REPLAYED } })
    expect(policy.consume).not.toHaveBeenCalled()
  })

  it('refuses an expired or forged solution (400) before anything else, whatever the unsolved allowance', async () => {
    expect(await captchaStanding({ form: 'contact', altcha: 'old' }, ON, KEY, deps({ verified: { outcome: 'expired' } }))).toEqual({
      status: 400,
      body: { error: CAPTCHA_EXPIRED },
    })
    const forged = deps({ verified: { outcome: 'invalid' } })
    expect(await captchaStanding({ form: 'service', altcha: 'forged' }, ON, KEY, forged)).toEqual({ status: 400, body: { error: CAPTCHA_FAILED } })
    // A bad solution is not the no-JavaScript path: it never gets the unsolved allowance.
    expect(forged.peek).not.toHaveBeenCalled()
  })

  it('takes a lead sent without JavaScript (no solution) only within its network’s allowance of 3 an hour', async () => {
    expect(UNSOLVED_LIMIT).toMatchObject({ points: 3, durationSeconds: 3600 })
    const policy = deps({ verified: { outcome: 'missing' } })
    for (let sent = 0; sent < 3; sent++) {
      const standing = await captchaStanding({ form: 'parts', altcha: '' }, ON, KEY, policy)
      expect(standing).toEqual({ kind: 'unsolved' })
      expect(await commitCaptcha(standing as never, KEY, policy)).toBeNull()
    }
    const fourth = await captchaStanding({ form: 'parts', altcha: '' }, ON, KEY, policy)
    expect(fourth).toMatchObject({ status: 429, headers: { 'retry-after': '1800' } })
    expect((fourth as { body: { error: string } }).body.error).toMatch(/turn JavaScript on.*30 minutes.*give us a call/)
    expect(policy.consume).toHaveBeenCalledTimes(3)
    expect(policy.consume).toHaveBeenCalledWith(UNSOLVED_LIMIT, KEY)
  })

  it('counts an unsolved lead only once it is ready to send (a form sent back with a mistake costs nothing)', async () => {
    const policy = deps({ verified: { outcome: 'missing' } })
    await captchaStanding({ form: 'contact', altcha: '' }, ON, KEY, policy)
    await captchaStanding({ form: 'contact', altcha: '' }, ON, KEY, policy)
    expect(policy.consume).not.toHaveBeenCalled()
  })
})

describe('withCaptchaNote', () => {
  it('notes an unsolved lead first in its linked query parameters, where staff see the visit', () => {
    const noted = withCaptchaNote({ kind: 'unsolved' }, { utm_source: 'google', captcha: 'from the address' })
    expect(noted).toEqual({ ...UNSOLVED_NOTE, utm_source: 'google' })
    expect(Object.keys(noted)[0]).toBe('captcha')
    expect(noted.captcha).toBe('not solved (sent without JavaScript)')
  })

  it('leaves a solved lead’s, or one the captcha was off for, as they were', () => {
    expect(withCaptchaNote({ kind: 'solved', solution: SOLUTION }, { gclid: 'x' })).toEqual({ gclid: 'x' })
    expect(withCaptchaNote({ kind: 'off' }, {})).toEqual({})
  })
})
