import { cookieValues } from '../../cookie-values'

/**
 * The shopper's session cookie: the opaque token the CMS issued at sign-in (it keeps only the token's hash). HttpOnly
 * (no script reads it), SameSite=Lax (a cross-site form post carries none; a link from elsewhere still arrives signed
 * in), Path=/, and host-only: no Domain attribute, so the site's own host gets it back and no other site of the
 * platform does (every site is a `<slug>.<domain>` of its own or its own domain). Max-Age follows the session's
 * sliding expiry, renewed whenever the session is used.
 */
export const SESSION_COOKIE = 'shopper_session'

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/

/**
 * Secure when the shopper's request came over https (Express reads X-Forwarded-Proto only from the proxies TRUST_PROXY
 * names), and always in production unless the host is the machine's own (`localhost`, `*.localhost`, a loopback
 * address): a production site whose proxy isn't listed still gets a Secure cookie, and the local stack, which runs the
 * production build over plain http, still gets one it can send back.
 */
export function secureCookieFor(requestUrl: string, production: boolean): boolean {
  const url = new URL(requestUrl)
  if (url.protocol === 'https:') return true
  return production && !isLocalHost(url.hostname)
}

function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(hostname) || hostname === '[::1]'
}

/** The Set-Cookie value that keeps `token` for `maxAgeSeconds`. */
export function sessionCookie(token: string, { maxAgeSeconds, secure }: { maxAgeSeconds: number; secure: boolean }): string {
  if (!TOKEN_PATTERN.test(token)) throw new Error('A session token is 32 to 128 URL-safe characters.')
  const parts = [`${SESSION_COOKIE}=${token}`, `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`, 'Path=/', 'HttpOnly', 'SameSite=Lax']
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

/** The Set-Cookie value that removes the cookie (same name, path and flags, so the browser matches it). */
export function clearedSessionCookie({ secure }: { secure: boolean }): string {
  const parts = [`${SESSION_COOKIE}=`, 'Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'Path=/', 'HttpOnly', 'SameSite=Lax']
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

/** The session token in a Cookie header, or null when there is none or it isn't one the CMS could have issued. */
export function sessionTokenFrom(cookieHeader: string | null): string | null {
  return cookieValues(cookieHeader, SESSION_COOKIE).find((value) => TOKEN_PATTERN.test(value)) ?? null
}

/** Seconds from `now` until `expiresAt` (an ISO time), at least 0. */
export function secondsUntil(expiresAt: string, now = Date.now()): number {
  const end = Date.parse(expiresAt)
  return Number.isNaN(end) ? 0 : Math.max(0, Math.floor((end - now) / 1000))
}
