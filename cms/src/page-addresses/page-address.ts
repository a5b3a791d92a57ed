import { normalisePagePath } from '@dealer/cms-contract/page-paths'

export interface PageAddressInput {
  /** The slug as saved (may be empty while staff type). */
  slug: string
  /** The path field as sent: what staff typed, or the stored path sent back unchanged. */
  typedPath: string | null | undefined
  /** The parent page's path when the page has one. */
  parentPath: string | null
  /** The page as stored before this save (null when it is new). */
  previous: { slug: string; path: string | null; hadParent: boolean } | null
}

/**
 * A page's slug and path after a save (decision 034). Under a parent page the path is the parent's path + "/" + slug.
 * Without one, a path staff typed anew wins and its last part becomes the slug (typing "toyota/overview" places the
 * page there); otherwise the slug is the last part of the stored path (renaming the slug keeps the page in its folder),
 * and a page that just left its parent, or never had a path, answers at its slug.
 */
export function pageAddress({ slug, typedPath, parentPath, previous }: PageAddressInput): { slug: string; path: string } {
  if (parentPath) return { slug, path: `${parentPath}/${slug}` }
  const typed = normalisePagePath(typedPath ?? '')
  const typedAnew = typed !== '' && typed !== (previous?.path ?? '')
  if (typedAnew) return { slug: typed.split('/').at(-1) ?? slug, path: typed }
  if (typed === '' || previous?.hadParent) return { slug, path: slug }
  return { slug, path: [...typed.split('/').slice(0, -1), slug].join('/') }
}
