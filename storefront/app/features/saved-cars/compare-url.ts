import { COMPARE_LIMIT } from './saved-lists'

/** The compare page's address. */
const COMPARE_PATH = '/compare'

/** A stock slug as the feed derives them: letters, digits and hyphens (longer is not a slug of ours). */
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,198}[a-z0-9])?$/i

/**
 * The cars a compare address names (`/compare?cars=slug1,slug2`, or the parameter repeated): slugs only, each once, in
 * order, the first four. Anything else in the text is dropped rather than refused, so a mangled shared link still shows
 * what it can. Null when the address names no cars at all (the page then uses the browser's own compare list).
 */
export function compareSlugs(params: URLSearchParams): string[] | null {
  const values = params.getAll('cars')
  if (values.length === 0) return null
  const slugs: string[] = []
  for (const value of values.join(',').split(',')) {
    const slug = value.trim().toLowerCase()
    if (!SLUG.test(slug) || slugs.includes(slug)) continue
    slugs.push(slug)
    if (slugs.length === COMPARE_LIMIT) break
  }
  return slugs
}

/** The compare page for these cars (the first four); the bare page when there are none. */
export function compareUrl(slugs: readonly string[]): string {
  if (slugs.length === 0) return COMPARE_PATH
  // Commas stay readable in a shared link: slugs never contain one.
  return `${COMPARE_PATH}?cars=${slugs.slice(0, COMPARE_LIMIT).map(encodeURIComponent).join(',')}`
}
