/**
 * The admin's dead-link warning (decision 034): which link values are worth asking the storefront about, and what staff
 * read when the answer is "page not found". Only a path on the site is ever checked: a full address, a protocol-relative
 * one or anything with a backslash is never fetched (the check asks the storefront, never an address staff type).
 */

/** The path to ask the storefront about (no query or fragment), or null for a value that is not a path on the site. */
export function sitePathToCheck(link: string): string | null {
  const value = link.trim()
  if (!value.startsWith('/') || value.startsWith('//') || /[\s\\]/.test(value) || value.length > 500) return null
  const base = 'http://site.invalid'
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    return null
  }
  return url.origin === base ? url.pathname : null
}

/** What the check answers the admin: a warning to show, or none. */
export interface LinkCheckAnswer {
  path: string
  /** The storefront's status for the path (null when it could not be asked). */
  status: number | null
  warning: string | null
}

/** A 404 or 410 is a dead link; a redirect, an error or no answer is not a reason to warn. */
export function linkCheckAnswer(path: string, status: number | null): LinkCheckAnswer {
  const dead = status === 404 || status === 410
  return { path, status, warning: dead ? `No page answers at ${path} yet: shoppers following this link would see "page not found".` : null }
}
