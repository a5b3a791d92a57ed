import type { Navigation } from '@dealer/cms-contract'

/**
 * The site's header menu and footer, resolved from its navigation document: entries the site fills
 * (Products from the store pages, the make mega menu) get their links here, so the components only
 * render. Pure, so the rules have unit tests.
 */
export interface MenuLink {
  label: string
  href: string
}

export interface MakeTile {
  name: string
  href: string
  logo: string
  /** Cars in stock of this make. */
  count: number
}

export type MenuEntry =
  | { kind: 'link'; label: string; href: string }
  | { kind: 'dropdown'; label: string; href: string | null; links: MenuLink[] }
  | { kind: 'makes'; label: string; href: string | null; makes: MakeTile[] }

export interface FooterGroup {
  title: string
  links: MenuLink[]
}

export interface SiteChrome {
  menu: MenuEntry[]
  footer: FooterGroup[]
  /** Spec 001 §4: hover sites open menus on hover, the others on click. */
  menuOpensOn: 'hover' | 'click'
}

export interface StorePageLink {
  title: string
  slug: string
}

function storePageHref(slug: string): string {
  return `/pages/${slug}`
}

/**
 * Splits the store pages between the footer groups that list them, in menu order: the first group
 * takes the first half (rounded up), and so on.
 */
export function splitEvenly<T>(items: readonly T[], parts: number): T[][] {
  if (parts <= 0) return []
  const size = Math.ceil(items.length / parts)
  return Array.from({ length: parts }, (_, index) => items.slice(index * size, (index + 1) * size))
}

export function buildSiteChrome(
  navigation: Pick<Navigation, 'header' | 'footer'> | null,
  storePages: readonly StorePageLink[],
  makes: readonly MakeTile[],
  menuOpensOn: 'hover' | 'click',
): SiteChrome {
  const products = storePages.map((page) => ({ label: page.title, href: storePageHref(page.slug) }))
  const menu = (navigation?.header ?? []).flatMap((entry): MenuEntry[] => {
    const href = entry.link?.trim() || null
    if (entry.fill === 'makes')
      return makes.length > 0 ? [{ kind: 'makes', label: entry.label, href, makes: [...makes] }] : href ? [{ kind: 'link', label: entry.label, href }] : []
    const links = entry.fill === 'store-pages' ? products : (entry.children ?? []).map((child) => ({ label: child.label, href: child.link }))
    if (links.length > 0) return [{ kind: 'dropdown', label: entry.label, href, links }]
    // A dropdown with nothing in it (no store pages yet) is left out rather than shown empty.
    return href ? [{ kind: 'link', label: entry.label, href }] : []
  })
  const groups = navigation?.footer ?? []
  const productColumns = splitEvenly(products, groups.filter((group) => group.fill === 'store-pages').length)
  let column = 0
  const footer = groups.flatMap((group): FooterGroup[] => {
    const links = group.fill === 'store-pages' ? (productColumns[column++] ?? []) : (group.links ?? []).map((link) => ({ label: link.label, href: link.link }))
    return links.length > 0 ? [{ title: group.title, links }] : []
  })
  return { menu, footer, menuOpensOn }
}
