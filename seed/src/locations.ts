import type { Location } from '@dealer/cms-contract'
import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import type { DemoExtraLocation, DemoTenant } from './demo-tenants'
import { demoLeadEmail } from './demo-site'

/** Trading hours of a typical dealership: weekdays 8:30–5:30, Saturday 8:30–4, Sunday closed. */
const WEEK: NonNullable<Location['openingHours']> = [
  { weekday: '0', status: 'closed' },
  ...(['1', '2', '3', '4', '5'] as const).map((weekday) => ({ weekday, status: 'open' as const, open: '08:30', close: '17:30' })),
  { weekday: '6', status: 'open', open: '08:30', close: '16:00' },
]

/** A service centre's week: weekdays 7:30–5:30, closed at the weekend. */
const SERVICE_WEEK: NonNullable<Location['openingHours']> = [
  { weekday: '0', status: 'closed' },
  ...(['1', '2', '3', '4', '5'] as const).map((weekday) => ({ weekday, status: 'open' as const, open: '07:30', close: '17:30' })),
  { weekday: '6', status: 'closed' },
]

/** A parts counter's week: weekdays 8–5, Saturday 8–12, Sunday closed. */
const PARTS_WEEK: NonNullable<Location['openingHours']> = [
  { weekday: '0', status: 'closed' },
  ...(['1', '2', '3', '4', '5'] as const).map((weekday) => ({ weekday, status: 'open' as const, open: '08:00', close: '17:00' })),
  { weekday: '6', status: 'open', open: '08:00', close: '12:00' },
]

const WEEKS: Record<DemoExtraLocation['hours'], NonNullable<Location['openingHours']>> = { showroom: WEEK, service: SERVICE_WEEK, parts: PARTS_WEEK, none: [] }

/** The coming holidays, so the site shows holiday hours. */
const HOLIDAYS: NonNullable<Location['specialHours']> = [
  { date: '2026-12-25T00:00:00.000Z', label: 'Christmas Day', status: 'closed' },
  { date: '2026-12-26T00:00:00.000Z', label: 'Boxing Day', status: 'open', open: '09:00', close: '13:00' },
  { date: '2027-01-01T00:00:00.000Z', label: "New Year's Day", status: 'closed' },
]

/**
 * Creates each demo dealership and its locations (with weekly and holiday hours) when missing;
 * existing ones are left alone so staff edits survive a re-seed, but for the first location onboarding made on this
 * run (`onboardedLocation`), which takes the demo's details (its licence number, its holidays). Returns how many
 * locations exist.
 */
export async function seedLocations(
  payload: Payload,
  tenant: DemoTenant,
  tenantId: number,
  { onboardedLocation }: { onboardedLocation?: number } = {},
): Promise<number> {
  let locations = 0
  for (const dealership of tenant.dealerships) {
    const dealershipId =
      (await findInTenant(payload, 'dealerships', tenantId, dealership.slug)) ??
      (
        await payload.create({
          collection: 'dealerships',
          // Leads go to the dealership's sales inbox (captured under .data/mail in development).
          data: {
            tenant: tenantId,
            name: dealership.name,
            slug: dealership.slug,
            makes: dealership.makes,
            leadDelivery: { emails: [demoLeadEmail(dealership.slug)] },
          },
          depth: 0,
        })
      ).id
    for (const [index, location] of dealership.locations.entries()) {
      locations++
      const existing = await findInTenant(payload, 'locations', tenantId, location.slug)
      if (existing !== null && existing !== onboardedLocation) continue
      const data = {
        tenant: tenantId,
        name: location.name,
        slug: location.slug,
        dealership: dealershipId,
        locationType: 'sales',
        visible: true,
        primary: index === 0 && dealership === tenant.dealerships[0],
        makes: dealership.makes,
        dealerLicenceNumber: `MD${String(location.id).padStart(6, '0')}`,
        address: { street: location.address, city: location.city, state: location.state, postcode: location.postcode },
        contact: { phone: location.phone },
        openingHours: WEEK,
        specialHours: HOLIDAYS,
      } satisfies RequiredDataFromCollectionSlug<'locations'>
      if (existing === null) await payload.create({ collection: 'locations', depth: 0, data })
      else await payload.update({ collection: 'locations', id: existing, depth: 0, data })
    }
    // Departments and showrooms without stock: added when missing, so an existing database gains them on a re-seed.
    for (const extra of dealership.extraLocations ?? []) {
      locations++
      if (await findInTenant(payload, 'locations', tenantId, extra.slug)) continue
      const showroom = dealership.locations.find((location) => location.slug === extra.at)
      const address = showroom ?? extra.address
      if (!address) throw new Error(`Demo location ${extra.slug} needs an address or a showroom to share.`)
      await payload.create({
        collection: 'locations',
        depth: 0,
        data: {
          tenant: tenantId,
          name: extra.name,
          slug: extra.slug,
          dealership: dealershipId,
          locationType: extra.type,
          visible: true,
          primary: false,
          makes: dealership.makes,
          ...(extra.type === 'sales' ? { dealerLicenceNumber: `MD${extra.slug.length}${String(dealership.id).padStart(4, '0')}` } : {}),
          ...(extra.motorVehicleRepairer ? { motorVehicleRepairer: extra.motorVehicleRepairer } : {}),
          ...(extra.badge ? { badge: extra.badge } : {}),
          address: { street: address.address, city: address.city, state: address.state, postcode: address.postcode },
          contact: { phone: extra.phone },
          openingHours: WEEKS[extra.hours],
          specialHours: extra.hours === 'none' ? [] : HOLIDAYS,
        },
      })
    }
  }
  return locations
}

/** How many of a site's seeded reviews are about one of its showrooms (the rest are about the site as a whole). */
const REVIEWS_PER_SHOWROOM = 4

/**
 * Attaches a few of the site's reviews to its first two showrooms (their pages' reviews), once: a site where any
 * review already names a location is left alone, so staff's choices survive a re-seed.
 */
export async function seedLocationReviews(payload: Payload, tenant: DemoTenant, tenantId: number): Promise<void> {
  const attached = await payload.count({ collection: 'reviews', where: { and: [{ tenant: { equals: tenantId } }, { location: { exists: true } }] } })
  if (attached.totalDocs > 0) return
  const showrooms = tenant.dealerships.flatMap((dealership) => dealership.locations).slice(0, 2)
  const reviews = await payload.find({
    collection: 'reviews',
    where: { tenant: { equals: tenantId } },
    sort: '-reviewDate',
    limit: showrooms.length * REVIEWS_PER_SHOWROOM,
    depth: 0,
  })
  for (const [index, review] of reviews.docs.entries()) {
    const showroom = showrooms[index % showrooms.length]
    const location = await findInTenant(payload, 'locations', tenantId, showroom.slug)
    if (location) await payload.update({ collection: 'reviews', id: review.id, data: { location }, depth: 0 })
  }
}

async function findInTenant(payload: Payload, collection: 'dealerships' | 'locations', tenantId: number, slug: string): Promise<number | null> {
  const found = await payload.find({ collection, where: { and: [{ tenant: { equals: tenantId } }, { slug: { equals: slug } }] }, limit: 1, depth: 0 })
  return found.docs[0]?.id ?? null
}
