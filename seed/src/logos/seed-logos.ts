import type { Payload } from 'payload'
import { mediaPath } from '@dealer/blocks/ui/media'
import { brandSlug } from '@dealer/blocks/ui/slug'
import { seedMediaFile, svgFile } from '../media'
import { brandLogoFilename, brandLogoSvg, DEMO_LOGO_STYLES } from './brand-logos'

/** The logo address the seed gives a make: its upload, as the storefront serves it (/media/<file>). */
const isSeededLogo = (logo: string) => /^\/media\/brand-logo-[a-z0-9-]+(?:-\d+)?\.svg$/.test(logo)

/**
 * The demo makes' logos (brand-logos.ts): uploaded to `tenantId`'s media library (the shared list's logo is an
 * address, and uploads belong to a site) and set as each make's logo in the shared list, so every site's brand tiles
 * and mega menu show them. A logo a super-admin has set is kept. Needs the manufacturers seeded; the count set.
 */
export async function seedManufacturerLogos(payload: Payload, tenantId: number): Promise<number> {
  const slugs = Object.keys(DEMO_LOGO_STYLES).map((name) => brandSlug(name))
  const found = await payload.find({ collection: 'manufacturers', where: { slug: { in: slugs } }, pagination: false, depth: 0 })
  let set = 0
  for (const [name, style] of Object.entries(DEMO_LOGO_STYLES)) {
    const make = found.docs.find((doc) => doc.slug === brandSlug(name))
    if (!make) throw new Error(`${name} is not in the manufacturer list`)
    const current = make.logo?.trim() ?? ''
    if (current && !isSeededLogo(current)) continue
    const upload = await seedMediaFile(payload, tenantId, svgFile(brandLogoFilename(make.slug), `${name} logo`, brandLogoSvg(name, style)))
    const logo = mediaPath(upload.filename)
    if (current !== logo) await payload.update({ collection: 'manufacturers', id: make.id, data: { logo }, depth: 0 })
    set++
  }
  return set
}
