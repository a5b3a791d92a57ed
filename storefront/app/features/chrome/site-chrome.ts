import type { Media, Navigation } from '@dealer/cms-contract'
import { GENERIC_BRAND_LOGO } from '@dealer/blocks/brand-grid/tiles'
import { mediaPath } from '@dealer/blocks/ui/media'

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
  /** Cars in stock of this make; none on a fixed tile staff listed (a dealership, Used cars). */
  count?: number
}

/** A mega-menu tile staff list in the navigation (spec 001 §4's fixed brand lists). */
export interface FixedTileRow {
  label: string
  link: string
  /** The make whose tile this one takes the place of; empty: after the makes. */
  replaces?: string | null
  /** An upload: its id (the navigation is read at depth 0) or the populated document. */
  logo?: number | Pick<Media, 'filename'> | null
}

/** What the navigation's header entries may hold; the make entry's fixed tiles are read through this. */
type HeaderEntry = Omit<NonNullable<Navigation['header']>[number], 'tiles'> & { tiles?: FixedTileRow[] | null }
export type NavigationInput = Omit<Pick<Navigation, 'header' | 'footer'>, 'header'> & { header?: HeaderEntry[] | null }

/** Where the fixed tiles' logos come from: their uploads (by id), else the make each replaces, else the generic logo. */
export interface TileLogos {
  /** An uploaded logo's file name by the upload's id, when known. */
  uploadFilename(id: number): string | null
  /** The make's logo from the shared list (its name as stock spells it), or null when the list has none. */
  makeLogo(name: string): string | null
}

const NO_TILE_LOGOS: TileLogos = { uploadFilename: () => null, makeLogo: () => null }

const sameMake = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

function fixedTileLogo(tile: FixedTileRow, logos: TileLogos): string {
  const filename = typeof tile.logo === 'number' ? logos.uploadFilename(tile.logo) : (tile.logo?.filename ?? null)
  if (filename) return mediaPath(filename)
  const make = tile.replaces?.trim()
  return (make && logos.makeLogo(make)) || GENERIC_BRAND_LOGO
}

/**
 * The mega menu's tiles: the makes in stock, each make a fixed tile names giving way to the tiles naming it (in their
 * order), then the fixed tiles that name no make in stock; or, with `only`, just the fixed tiles.
 */
export function megaMenuTiles(makes: readonly MakeTile[], fixed: readonly FixedTileRow[], only: boolean, logos: TileLogos = NO_TILE_LOGOS): MakeTile[] {
  const tiles = fixed
    .filter((row) => row.label?.trim() && row.link?.trim())
    .map((row) => ({ row, tile: { name: row.label.trim(), href: row.link.trim(), logo: fixedTileLogo(row, logos) } satisfies MakeTile }))
  if (only) return tiles.map(({ tile }) => tile)
  const placed = new Set<MakeTile>()
  const result = makes.flatMap((make) => {
    const instead = tiles.filter(({ row }) => row.replaces?.trim() && sameMake(row.replaces, make.name)).map(({ tile }) => tile)
    instead.forEach((tile) => placed.add(tile))
    return instead.length > 0 ? instead : [make]
  })
  return [...result, ...tiles.map(({ tile }) => tile).filter((tile) => !placed.has(tile))]
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
  navigation: NavigationInput | null,
  storePages: readonly StorePageLink[],
  makes: readonly MakeTile[],
  menuOpensOn: 'hover' | 'click',
  tileLogos: TileLogos = NO_TILE_LOGOS,
): SiteChrome {
  const products = storePages.map((page) => ({ label: page.title, href: storePageHref(page.slug) }))
  const menu = (navigation?.header ?? []).flatMap((entry): MenuEntry[] => {
    const href = entry.link?.trim() || null
    if (entry.fill === 'makes') {
      const tiles = megaMenuTiles(makes, entry.tiles ?? [], entry.tilesOnly ?? false, tileLogos)
      return tiles.length > 0 ? [{ kind: 'makes', label: entry.label, href, makes: tiles }] : href ? [{ kind: 'link', label: entry.label, href }] : []
    }
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
