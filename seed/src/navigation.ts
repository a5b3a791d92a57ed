import type { Navigation } from '@dealer/cms-contract'
import type { Payload } from 'payload'
import type { DemoTenant } from './demo-tenants'

type Menu = Pick<Navigation, 'header' | 'footer'>
const link = (label: string, to: string) => ({ label, link: to })

/** Each template's header menu and footer groups; the accessories store's follow spec 001 §2. */
function navigationOf(template: DemoTenant['template']): Menu {
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
          { label: 'Our Brands', link: '/brands', fill: 'makes' },
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

/** The site's navigation, created once: staff edits survive a re-seed. */
export async function seedNavigation(payload: Payload, tenant: DemoTenant, tenantId: number): Promise<void> {
  const existing = await payload.count({ collection: 'navigation', where: { tenant: { equals: tenantId } } })
  if (existing.totalDocs === 0) await payload.create({ collection: 'navigation', depth: 0, data: { tenant: tenantId, ...navigationOf(tenant.template) } })
}
