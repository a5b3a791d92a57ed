import { GENERIC_BRAND_LOGO } from '@dealer/blocks/brand-grid/tiles'
import { responsiveImage, type ResponsiveImage } from '@dealer/blocks/ui/media'
import { getManufacturers, getNavigation, getProductsMenuPages, getSiteSettings } from '../../server/cms.server'
import { stockMakeCounts } from '../search/stock-vocabulary.server'
import { buildSiteChrome, type MakeTile, type SiteChrome } from './site-chrome'
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

/** Everything the header and footer show, for one site. Each part is cached with the site's content. */
async function loadSiteChrome(tenant: Tenant): Promise<SiteChrome & { logo: ResponsiveImage | null }> {
  const [navigation, settings, storePages] = await Promise.all([getNavigation(tenant), getSiteSettings(tenant), getProductsMenuPages(tenant)])
  const wantsMakes = navigation?.header?.some((entry) => entry.fill === 'makes') ?? false
  const makes = wantsMakes ? await makeTiles(tenant) : []
  return { ...buildSiteChrome(navigation, storePages, makes, settings?.menuOpensOn ?? 'hover'), logo: responsiveImage(settings?.logo) }
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
