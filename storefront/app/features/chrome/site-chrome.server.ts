import { GENERIC_BRAND_LOGO } from '@dealer/blocks/brand-grid/tiles'
import { responsiveImage, type ResponsiveImage } from '@dealer/blocks/ui/media'
import type { Media } from '@dealer/cms-contract'
import { cmsGet, contentCache, getManufacturers, getNavigation, getProductsMenuPages, getSiteSettings } from '../../server/cms.server'
import { stockMakeCounts } from '../search/stock-vocabulary.server'
import { buildSiteChrome, type MakeTile, type NavigationInput, type SiteChrome, type TileLogos } from './site-chrome'
import { makeSearchPath } from '../search/search-state'
import type { Tenant } from '../../server/tenant'

/** The makes in stock as mega-menu tiles: the shared list's logo where it has the make, else the generic one. */
async function makeTiles(tenant: Tenant): Promise<MakeTile[]> {
  const [counts, manufacturers] = await Promise.all([stockMakeCounts(tenant), getManufacturers()])
  const byName = new Map(manufacturers.map((manufacturer) => [manufacturer.name.toLowerCase(), manufacturer]))
  return counts.map(({ make, count }) => ({
    name: make,
    href: makeSearchPath(make),
    logo: byName.get(make.toLowerCase())?.logoUrl ?? GENERIC_BRAND_LOGO,
    count,
  }))
}

/**
 * The fixed mega-menu tiles' logos: the navigation is read at depth 0, so their uploads' file names are read here (cached
 * with the site's content, dropped when its media or navigation change), and a tile without one borrows its make's.
 */
async function fixedTileLogos(tenant: Tenant, navigation: NavigationInput | null): Promise<TileLogos> {
  const tiles = (navigation?.header ?? []).flatMap((entry) => (entry.fill === 'makes' ? (entry.tiles ?? []) : []))
  if (tiles.length === 0) return { uploadFilename: () => null, makeLogo: () => null }
  const ids = [...new Set(tiles.flatMap((tile) => (typeof tile.logo === 'number' ? [tile.logo] : [])))].sort((a, b) => a - b)
  const [uploads, manufacturers] = await Promise.all([
    ids.length === 0
      ? []
      : contentCache.get(String(tenant.id), `menu-tile-logos:${ids.join(',')}`, async () => {
          const query = { 'where[and][0][tenant][equals]': tenant.id, 'where[and][1][id][in]': ids.join(','), limit: ids.length, depth: 0 }
          return (await cmsGet<{ docs: Array<Pick<Media, 'id' | 'filename'>> }>('media', query)).docs
        }),
    getManufacturers(),
  ])
  const filenames = new Map(uploads.map((upload) => [upload.id, upload.filename ?? null]))
  const makeLogos = new Map(manufacturers.map((manufacturer) => [manufacturer.name.trim().toLowerCase(), manufacturer.logoUrl ?? null]))
  return { uploadFilename: (id) => filenames.get(id) ?? null, makeLogo: (name) => makeLogos.get(name.trim().toLowerCase()) ?? null }
}

/** Everything the header and footer show, for one site. Each part is cached with the site's content. */
async function loadSiteChrome(tenant: Tenant): Promise<SiteChrome & { logo: ResponsiveImage | null }> {
  const [navigation, settings, storePages] = await Promise.all([
    getNavigation(tenant) as Promise<NavigationInput | null>,
    getSiteSettings(tenant),
    getProductsMenuPages(tenant),
  ])
  const makesEntries = navigation?.header?.filter((entry) => entry.fill === 'makes') ?? []
  // A menu of fixed tiles only needs no stock counts.
  const wantsMakes = makesEntries.some((entry) => !entry.tilesOnly)
  const [makes, tileLogos] = await Promise.all([wantsMakes ? makeTiles(tenant) : [], fixedTileLogos(tenant, navigation)])
  return { ...buildSiteChrome(navigation, storePages, makes, settings?.menuOpensOn ?? 'hover', tileLogos), logo: responsiveImage(settings?.logo) }
}

/** What every page's layout shows of the site: its name, look and phone, and the header and footer. */
export async function loadLayout(tenant: Tenant) {
  return {
    site: {
      name: tenant.name,
      slug: tenant.slug,
      template: tenant.template,
      phone: tenant.phone ?? null,
      primaryColour: tenant.theme?.primaryColour ?? '#0b3d91',
      tagline: tenant.theme?.tagline ?? null,
    },
    chrome: await loadSiteChrome(tenant),
  }
}
