/**
 * Addresses staff give in Site settings for pages and apps outside the site (the manufacturer's service booking page,
 * an Instant Message chat or number). The CMS validates them with these and the storefront reads them with the same
 * rules, so a saved address is always one the storefront will link to. Pure.
 */

/** A full https:// address on a named host (one with a dot), without a user name or password in it. */
export function isHttpsAddress(value: string): boolean {
  if (value.length > 2000) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password
  } catch {
    return false
  }
}

/** An sms: link to a phone number, international or local: sms:+61412345678, sms:0412345678. */
export function isSmsAddress(value: string): boolean {
  return /^sms:\+?\d{6,15}$/.test(value)
}
