import { describe, expect, it } from 'vitest'
import { clearedSessionCookie, secondsUntil, secureCookieFor, SESSION_COOKIE, sessionCookie, sessionTokenFrom } from './session-cookie'

const token = 'a'.repeat(43)

describe('sessionCookie', () => {
  it('is HttpOnly, SameSite=Lax, for the whole site, host-only, for the session’s time', () => {
    const cookie = sessionCookie(token, { maxAgeSeconds: 30 * 86_400, secure: false })
    expect(cookie).toBe(`${SESSION_COOKIE}=${token}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax`)
    expect(cookie).not.toMatch(/Domain=/i)
  })

  it('is Secure when asked', () => {
    expect(sessionCookie(token, { maxAgeSeconds: 60, secure: true })).toMatch(/; Secure$/)
  })

  it('refuses a token that could smuggle attributes', () => {
    expect(() => sessionCookie(`${token}; Domain=evil.example`, { maxAgeSeconds: 60, secure: true })).toThrow()
    expect(() => sessionCookie('short', { maxAgeSeconds: 60, secure: true })).toThrow()
  })

  it('is removed with the same name, path and flags', () => {
    expect(clearedSessionCookie({ secure: true })).toBe(
      `${SESSION_COOKIE}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; HttpOnly; SameSite=Lax; Secure`,
    )
  })
})

describe('secureCookieFor', () => {
  it('is Secure over https, in any environment', () => {
    expect(secureCookieFor('https://bayside.example/', false)).toBe(true)
    expect(secureCookieFor('https://bayside-toyota.localhost/', true)).toBe(true)
  })

  it('is Secure in production over plain http on a public host (a proxy TRUST_PROXY doesn’t list)', () => {
    expect(secureCookieFor('http://bayside.example/', true)).toBe(true)
  })

  it('is not Secure on the machine’s own host over http (the local stack), nor in development', () => {
    expect(secureCookieFor('http://bayside-toyota.localhost:3000/', true)).toBe(false)
    expect(secureCookieFor('http://localhost:3000/', true)).toBe(false)
    expect(secureCookieFor('http://127.0.0.1:3000/', true)).toBe(false)
    expect(secureCookieFor('http://bayside.example/', false)).toBe(false)
  })
})

describe('sessionTokenFrom', () => {
  it('finds the token among other cookies', () => {
    expect(sessionTokenFrom(`theme=dark; ${SESSION_COOKIE}=${token}; other=1`)).toBe(token)
  })

  it('is null without the cookie, or with a value the CMS never issues', () => {
    expect(sessionTokenFrom(null)).toBeNull()
    expect(sessionTokenFrom('theme=dark')).toBeNull()
    expect(sessionTokenFrom(`${SESSION_COOKIE}=`)).toBeNull()
    expect(sessionTokenFrom(`${SESSION_COOKIE}=abc`)).toBeNull()
    expect(sessionTokenFrom(`${SESSION_COOKIE}=${'a'.repeat(40)}%3B`)).toBeNull()
    expect(sessionTokenFrom(`x${SESSION_COOKIE}=${token}`)).toBeNull()
  })
})

describe('secondsUntil', () => {
  it('counts whole seconds to the end, never below 0', () => {
    const now = Date.parse('2026-11-24T00:00:00Z')
    expect(secondsUntil('2026-12-24T00:00:00Z', now)).toBe(30 * 86_400)
    expect(secondsUntil('2026-11-23T00:00:00Z', now)).toBe(0)
    expect(secondsUntil('not a time', now)).toBe(0)
  })
})
