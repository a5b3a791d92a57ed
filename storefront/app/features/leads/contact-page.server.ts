import { addressLines } from '@dealer/blocks/locations-list/card'
import { displayPhone, phoneHref } from '@dealer/blocks/ui/phone'
import { getSiteSettings } from '../../server/cms.server'
import { notFound } from '../../server/tenant.server'
import type { Tenant } from '../../server/tenant'
import { CONTACT_CATEGORIES, DEFAULT_CATEGORY, type ContactCategory } from './lead-events'
import { contactFormRules } from './leads.server'

/** ?category=Careers%20Enquiry or ?category=careers preselects a category (the careers page links here). */
function categoryFrom(value: string | null): ContactCategory {
  const wanted = value?.trim().toLowerCase()
  if (!wanted) return DEFAULT_CATEGORY
  return CONTACT_CATEGORIES.find((category) => category.toLowerCase() === wanted || category.toLowerCase().split(' ')[0] === wanted) ?? DEFAULT_CATEGORY
}

/** /contact and /contact-us/{location}: the full contact form (spec 001 §3), on a location's page preset to it. */
export async function loadContactPage(tenant: Tenant, locationSlug: string | undefined, url: URL) {
  const [{ rules, locations, dealerships }, settings] = await Promise.all([contactFormRules(tenant), getSiteSettings(tenant)])
  const location = locationSlug ? locations.find((candidate) => candidate.slug === locationSlug) : null
  if (locationSlug && !location) notFound('location')
  const phone = location?.contact?.phone ?? tenant.phone ?? null
  return {
    siteName: tenant.name,
    rules,
    locations: locations.map(({ id, name }) => ({ id, name })),
    dealerships,
    location: location ? { id: location.id, name: location.name, address: addressLines(location.address) } : null,
    phone: phone ? { text: displayPhone(phone), href: phoneHref(phone) } : null,
    category: categoryFrom(url.searchParams.get('category')),
    terms: settings?.forms?.termsText?.trim() || null,
  }
}

export type ContactPageData = Awaited<ReturnType<typeof loadContactPage>>
