import type { Navigation } from '@dealer/cms-contract'
import type { Payload } from 'payload'
import type { DemoTenant } from './demo-tenants'
import { usedCarsTileSvg } from './logos/brand-logos'
import { seedMedia, svgFile } from './media'

/** A mega-menu tile staff list themselves (cms Navigation: the make entry's fixed tiles). */
interface FixedTile {
  label: string
  link: string
  replaces?: string
  logo?: number
}
type HeaderEntry = NonNullable<Navigation['header']>[number] & { tiles?: FixedTile[]; tilesOnly?: boolean }
type Menu = Omit<Pick<Navigation, 'header' | 'footer'>, 'header'> & { header: HeaderEntry[] }
const link = (label: string, to: string) => ({ label, link: to })

/**
 * Spec 001 §4: "Some sites replace certain entries with fixed brand lists (for example dealer sub-brands of two
 * manufacturers, or a used-cars tile)." The group's mega menu: its Ford and Kia dealerships in place of those makes
 * (each borrowing its make's logo), then Used cars with a tile of its own.
 */
function groupMenuTiles(usedCarsLogo: number): FixedTile[] {
  return [
    { label: 'Ford Geelong', link: '/our-location/geelong-ford', replaces: 'Ford' },
    { label: 'Ford Osborne Park', link: '/our-location/osborne-park-ford', replaces: 'Ford' },
    { label: 'Kia Penrith', link: '/our-location/penrith', replaces: 'Kia' },
    { label: 'Kia Adelaide', link: '/our-location/adelaide-kia', replaces: 'Kia' },
    { label: 'Used cars', link: '/search/used-cars', logo: usedCarsLogo },
  ]
}

/** Each template's header menu and footer groups; the accessories store's follow spec 001 §2. */
function navigationOf(template: DemoTenant['template'], usedCarsLogo: number | null): Menu {
  switch (template) {
    case 'dealer':
      return {
        header: [
          { label: 'New Cars', fill: 'makes' },
          { label: 'Used Cars', link: '/search/used-cars', fill: 'links' },
          { label: 'Finance', link: '/finance', fill: 'links' },
          { label: 'Service', fill: 'links', children: [link('Book a Service', '/service'), link('Parts & Accessories', '/vehicle-parts-and-accessories')] },
          { label: 'Trade-in', link: '/trade-in', fill: 'links' },
          { label: 'About', fill: 'links', children: [link('About Us', '/about-us'), link('Contact Us', '/contact')] },
        ],
        footer: [
          {
            title: 'Shop',
            fill: 'links',
            links: [
              link('New & Demo Cars', '/search/new-and-demo-cars'),
              link('Used Cars', '/search/used-cars'),
              link('Book a Test Drive', '/book-test-drive/'),
              link('Finance', '/finance'),
            ],
          },
          {
            title: 'Owners',
            fill: 'links',
            links: [link('Book a Service', '/service'), link('Parts & Accessories', '/vehicle-parts-and-accessories'), link('Sell Your Car', '/trade-in')],
          },
          {
            title: 'Company',
            fill: 'links',
            links: [link('About Us', '/about-us'), link('Blog', '/blog'), link('Contact Us', '/contact'), link('Privacy Policy', '/privacy-policy')],
          },
        ],
      }
    case 'group':
      return {
        header: [
          { label: 'Our Brands', link: '/brands', fill: 'makes', tiles: usedCarsLogo === null ? [] : groupMenuTiles(usedCarsLogo) },
          { label: 'New & Demo', link: '/search/new-and-demo-cars', fill: 'links' },
          { label: 'Used Cars', link: '/search/used-cars', fill: 'links' },
          { label: 'Finance & Insurance', link: '/finance-and-insurance', fill: 'links' },
          { label: 'Locations', link: '/dealer-locator', fill: 'links' },
          { label: 'About', fill: 'links', children: [link('About Us', '/about-us'), link('Brands', '/brands'), link('Contact Us', '/contact')] },
        ],
        footer: [
          {
            title: 'Buy',
            fill: 'links',
            links: [
              link('New & Demo Cars', '/search/new-and-demo-cars'),
              link('Used Cars', '/search/used-cars'),
              link('Finance & Insurance', '/finance-and-insurance'),
              link('Sell Your Car', '/trade-in'),
            ],
          },
          {
            title: 'Group',
            fill: 'links',
            links: [
              link('Our Brands', '/brands'),
              link('Dealer Locator', '/dealer-locator'),
              link('About Us', '/about-us'),
              link('Blog', '/blog'),
              link('4x4 & Outdoor', '/4x4-outdoor'),
            ],
          },
          {
            title: 'Help',
            fill: 'links',
            links: [link('Book a Service', '/service'), link('Contact Us', '/contact'), link('Privacy Policy', '/privacy-policy')],
          },
        ],
      }
    case 'accessories':
      return {
        header: [
          { label: 'Home', link: '/', fill: 'links' },
          { label: 'Products', fill: 'store-pages' },
          { label: 'Offers', link: '/pages/specials', fill: 'links' },
          { label: 'Services', fill: 'links', children: [link('Videos', '/pages/videos'), link('Fitting', '/pages/fitting')] },
          {
            label: 'Company',
            fill: 'links',
            children: [
              link('Contact Us', '/contact'),
              link('About us', '/about-us'),
              link('Careers', '/careers'),
              link('Warranty Terms', '/pages/warranty'),
              link('FAQ', '/pages/faq'),
            ],
          },
        ],
        footer: [
          {
            title: 'Buying & Aftersales',
            fill: 'links',
            links: [
              link('Offers', '/pages/specials'),
              link('Fitting', '/pages/fitting'),
              link('Videos', '/pages/videos'),
              link('Warranty Terms', '/pages/warranty'),
              link('FAQ', '/pages/faq'),
            ],
          },
          {
            title: 'Company',
            fill: 'links',
            links: [link('Contact Us', '/contact'), link('About us', '/about-us'), link('Blog', '/blog'), link('Careers', '/careers')],
          },
          { title: 'Products', fill: 'store-pages' },
          { title: 'More Products', fill: 'store-pages' },
        ],
      }
  }
}

/** The site's navigation, created once: staff edits survive a re-seed. The group's Used cars tile is uploaded first. */
export async function seedNavigation(payload: Payload, tenant: DemoTenant, tenantId: number): Promise<void> {
  const existing = await payload.count({ collection: 'navigation', where: { tenant: { equals: tenantId } } })
  if (existing.totalDocs > 0) return
  const usedCarsLogo =
    tenant.template === 'group'
      ? await seedMedia(payload, tenantId, svgFile(`${tenant.slug}-used-cars-tile.svg`, 'Used cars', usedCarsTileSvg(tenant.primaryColour)))
      : null
  await payload.create({ collection: 'navigation', depth: 0, data: { tenant: tenantId, ...navigationOf(tenant.template, usedCarsLogo) } })
}
