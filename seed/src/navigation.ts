import type { Payload } from 'payload'
import { templateNavigation, type FixedTile } from '@dealer/cms/onboarding/starter-content'
import type { DemoTenant } from './demo-tenants'
import { usedCarsTileSvg } from './logos/brand-logos'
import { seedMedia, svgFile } from './media'

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

/**
 * The site's navigation, created once: staff edits survive a re-seed. The navigation onboarding made on this run
 * (`onboardedNavigation`, the template's starter menu) becomes the demo's. The group's Used cars tile is uploaded first.
 */
export async function seedNavigation(
  payload: Payload,
  tenant: DemoTenant,
  tenantId: number,
  { onboardedNavigation }: { onboardedNavigation?: number } = {},
): Promise<void> {
  const existing = await payload.count({ collection: 'navigation', where: { tenant: { equals: tenantId } } })
  if (existing.totalDocs > 0 && onboardedNavigation === undefined) return
  const tiles =
    tenant.template === 'group'
      ? groupMenuTiles(await seedMedia(payload, tenantId, svgFile(`${tenant.slug}-used-cars-tile.svg`, 'Used cars', usedCarsTileSvg(tenant.primaryColour))))
      : []
  const menu = templateNavigation(tenant.template, tiles)
  if (onboardedNavigation !== undefined) await payload.update({ collection: 'navigation', id: onboardedNavigation, depth: 0, data: menu })
  else await payload.create({ collection: 'navigation', depth: 0, data: { tenant: tenantId, ...menu } })
}
