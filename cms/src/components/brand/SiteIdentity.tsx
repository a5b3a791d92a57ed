import { cookies } from 'next/headers'
import type { ServerProps } from 'payload'
import { isSuperAdmin, tenantIdsOf } from '../../access/roles'
import { SiteIdentityClient, type SiteBadge } from './SiteIdentityClient'

/** The multi-tenant plugin's cookie naming the site chosen in the Site selector. */
const SELECTED_SITE_COOKIE = 'payload-tenant'
/** The tenants' default colour (Tenants → Theme), for a site whose colour isn't a hex colour. */
const DEFAULT_COLOUR = '#0b3d91'

/**
 * Payload's `admin.components.beforeNavLinks`: the site being worked on, its logo and name, at the top of the
 * navigation. The plugin's Site selector lists names only (its options are the tenants' titles) and shows nothing to
 * staff of one site, so an editor would otherwise never see whose admin this is.
 *
 * Read here, on the server, for the sites the selection can be: a staff member's own sites (a few), or for a
 * super-admin the one their cookie names. Choosing another site refreshes the page, and with it this list; the client
 * part shows the one the selector holds.
 */
export async function SiteIdentity({ payload, user }: Pick<ServerProps, 'payload' | 'user'>) {
  if (!user) return null
  const chosen = (await cookies()).get(SELECTED_SITE_COOKIE)?.value
  const ids = isSuperAdmin(user) ? (chosen && /^\d{1,12}$/.test(chosen) ? [Number(chosen)] : []) : tenantIdsOf(user)
  if (ids.length === 0) return <SiteIdentityClient sites={[]} />

  const [tenants, settings] = await Promise.all([
    payload.find({ collection: 'tenants', where: { id: { in: ids } }, select: { name: true, theme: true }, depth: 0, pagination: false }),
    payload.find({
      collection: 'site-settings',
      where: { tenant: { in: ids } },
      select: { tenant: true, logo: true },
      depth: 1,
      pagination: false,
      // As the user: a site's settings (and its logo) are read only where they may read them.
      user,
      overrideAccess: false,
    }),
  ])
  const logoOf = new Map(
    settings.docs.map((doc) => {
      const tenant = typeof doc.tenant === 'object' && doc.tenant !== null ? doc.tenant.id : doc.tenant
      const url = typeof doc.logo === 'object' && doc.logo !== null ? doc.logo.url : null
      return [tenant, url ?? null] as const
    }),
  )
  const sites: SiteBadge[] = tenants.docs.map((tenant) => ({
    id: tenant.id,
    name: tenant.name,
    colour: /^#[0-9a-f]{6}$/i.test(tenant.theme?.primaryColour ?? '') ? tenant.theme.primaryColour : DEFAULT_COLOUR,
    logoUrl: logoOf.get(tenant.id) ?? null,
  }))
  return <SiteIdentityClient sites={sites} />
}
