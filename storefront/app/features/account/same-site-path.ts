/** The longest path a sign-in link carries back; longer is someone's experiment, not a page of ours. */
const MAX_PATH_LENGTH = 2000

/**
 * A path of this site to send the shopper to after sign-in (`redirect`) or back to (`back`), or `/` when `value` is
 * anything else: an absolute or protocol-relative address (`https://…`, `//evil.example`), a backslash (browsers read
 * `/\evil.example` as `//evil.example`), a control character (a tab or newline inside `//` is dropped by the URL
 * parser), or too long. What passes is a same-origin path with its query and fragment, unchanged.
 */
export function sameSitePath(value: string | null | undefined): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_PATH_LENGTH) return '/'
  if (!value.startsWith('/') || value.startsWith('//')) return '/'
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return '/'
  // Belt and braces: whatever the browser's parser makes of it must still be this origin.
  const base = 'https://same-site.invalid'
  if (!URL.canParse(value, base) || new URL(value, base).origin !== base) return '/'
  return value
}

/**
 * The page a shopper came from (the Referer), as a path, when it is a page of this very site (its host: behind a proxy
 * that ends TLS the request itself may read as http); otherwise `/`. The sign-in page's "back" link returns there.
 */
export function refererPath(referer: string | null, requestUrl: string): string {
  if (!referer || !URL.canParse(referer)) return '/'
  const from = new URL(referer)
  if (from.host !== new URL(requestUrl).host) return '/'
  return sameSitePath(`${from.pathname}${from.search}`)
}
