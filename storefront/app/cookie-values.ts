/** The values of the cookies named `name` in a Cookie header (or `document.cookie`), in the order they came. */
export function cookieValues(cookieHeader: string | null | undefined, name: string): string[] {
  if (!cookieHeader) return []
  return cookieHeader.split(';').flatMap((pair) => {
    const separator = pair.indexOf('=')
    return separator >= 0 && pair.slice(0, separator).trim() === name ? [pair.slice(separator + 1).trim()] : []
  })
}
