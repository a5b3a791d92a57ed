import type { Location } from '@dealer/cms-contract'
import type { Payload } from 'payload'
import type { DemoTenant } from './demo-tenants'

/** Trading hours of a typical dealership: weekdays 8:30–5:30, Saturday 8:30–4, Sunday closed. */
const WEEK: NonNullable<Location['openingHours']> = [
  { weekday: '0', status: 'closed' },
  ...(['1', '2', '3', '4', '5'] as const).map((weekday) => ({ weekday, status: 'open' as const, open: '08:30', close: '17:30' })),
  { weekday: '6', status: 'open', open: '08:30', close: '16:00' },
]

/** The coming holidays, so the site shows holiday hours. */
const HOLIDAYS: NonNullable<Location['specialHours']> = [
  { date: '2026-12-25T00:00:00.000Z', label: 'Christmas Day', status: 'closed' },
  { date: '2026-12-26T00:00:00.000Z', label: 'Boxing Day', status: 'open', open: '09:00', close: '13:00' },
  { date: '2027-01-01T00:00:00.000Z', label: "New Year's Day", status: 'closed' },
]

/**
 * Creates each demo dealership and its locations (with weekly and holiday hours) when missing;
 * existing ones are left alone so staff edits survive a re-seed. Returns how many locations exist.
 */
export async function seedLocations(payload: Payload, tenant: DemoTenant, tenantId: number): Promise<number> {
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
            leadDelivery: { emails: [`sales@${dealership.slug}.example.com.au`] },
          },
          depth: 0,
        })
      ).id
    for (const [index, location] of dealership.locations.entries()) {
      locations++
      if (await findInTenant(payload, 'locations', tenantId, location.slug)) continue
      await payload.create({
        collection: 'locations',
        depth: 0,
        data: {
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
        },
      })
    }
  }
  return locations
}

async function findInTenant(payload: Payload, collection: 'dealerships' | 'locations', tenantId: number, slug: string): Promise<number | null> {
  const found = await payload.find({ collection, where: { and: [{ tenant: { equals: tenantId } }, { slug: { equals: slug } }] }, limit: 1, depth: 0 })
  return found.docs[0]?.id ?? null
}
