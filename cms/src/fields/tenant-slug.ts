import type { CollectionSlug, TextField, TextFieldSingleValidation } from 'payload'
import { siteToCheck } from '../access/roles'

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * A `slug` field unique per site, not globally: every dealer has its own "home", "about-us" and
 * "cleveland". A clash gets a 400 naming the slug, e.g. `This site already has a page with the slug "home".` With
 * `unique: false` only the pattern is checked (a page's slug is the last part of its path, which is what is unique).
 */
export function tenantSlugField(collection: CollectionSlug, noun: string, description: string, { unique = true } = {}): TextField {
  const validate: TextFieldSingleValidation = async (value, { data, id, req }) => {
    if (typeof value !== 'string' || !SLUG_PATTERN.test(value)) return 'Use lower-case letters, digits and hyphens only.'
    // Pages are unique by path instead: "overview" may live under every brand (cms/src/page-addresses/page-path-field.ts).
    if (!unique) return true
    const tenantId = siteToCheck(req, data)
    if (tenantId == null) return true
    const clash = await req.payload.count({
      collection,
      where: { and: [{ slug: { equals: value } }, { tenant: { equals: tenantId } }, ...(id != null ? [{ id: { not_equals: id } }] : [])] },
      overrideAccess: true,
      req,
    })
    return clash.totalDocs > 0 ? `This site already has a ${noun} with the slug "${value}".` : true
  }
  return { name: 'slug', type: 'text', required: true, index: true, admin: { position: 'sidebar', description }, validate }
}
