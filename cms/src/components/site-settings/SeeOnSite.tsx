import { worksOn } from '../../access/roles'
import type { PayloadRequest } from 'payload'
import { tenantIdOf } from '../../lib/tenant-id'
import { sitePagesFor, type BaseStockFilter, type ShopperPage } from './site-pages'

export interface SeeOnSiteProps {
  /** The setting's label as staff read it above the link. */
  setting: string
  page: ShopperPage
  /** Given by the admin to server components: the document being edited, and the request. */
  data?: { tenant?: number | string | { id: number | string } | null; baseStockFilter?: BaseStockFilter | null }
  req?: PayloadRequest
}

/**
 * Under a site setting: "See it on your site", opening (in a new tab) the page of this site's storefront where the
 * setting shows. A site with no public address yet (no domain) shows no link.
 */
export async function SeeOnSite({ setting, page, data, req }: SeeOnSiteProps) {
  const tenant = data ? tenantIdOf({ tenant: data.tenant }) : null
  // The form's data names the site: its lookups (run with the server's access) are only for that site's own staff.
  if (!req || tenant === null || !worksOn(req.user as never, tenant)) return null
  const site = await sitePagesFor(req, tenant, data?.baseStockFilter)
  if (!site) return null
  const href = new URL(await site.pathOf(page), site.origin).toString()
  return (
    <p className="see-on-site" style={{ margin: 0 }}>
      {/* The name says which setting, so each of the page's many links says where it goes; it starts with the words shown. */}
      <a href={href} target="_blank" rel="noopener" aria-label={`See it on your site: ${setting} (opens in a new tab)`} style={{ textDecoration: 'underline' }}>
        See it on your site
      </a>
    </p>
  )
}
