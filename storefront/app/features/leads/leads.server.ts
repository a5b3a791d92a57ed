// The lead forms' rules and the test-drive times they offer, from the site's settings, locations and bookings.
import type { CarSummary } from '@dealer/stock/car-summary'
import type { Location } from '@dealer/cms-contract'
import { getDealerships, getLocations, getSiteSettings } from '../../server/cms.server'
import { storefrontCall } from '../../server/cms-storefront.server'
import { findCarBySlug } from '../../server/search.server'
import type { Tenant } from '../../server/tenant'
import { stateTimeZone } from '@dealer/geo/time-zones'
import { appointmentSlots, type AppointmentSlot } from './appointments'
import type { ContactFormRules, DepartmentFormRules } from './lead-forms'

/** The stock fields a lead records about its car: a card's, and where the car is. */
export type LeadCar = Pick<CarSummary, 'objectID' | 'slug' | 'stocknum' | 'name' | 'car_type' | 'year' | 'make' | 'model' | 'price' | 'location_name'> & {
  vin: string | null
  dealership_slug: string | null
  location: { slug: string; state: string; distribution_locations?: Array<{ id: number; name: string; city: string | null }> } | null
}

/** The stock record's fields a lead's car is made of (findCarById reads only these). */
export const LEAD_CAR_ATTRIBUTES = [
  'objectID',
  'slug',
  'stocknum',
  'name',
  'car_type',
  'year',
  'make',
  'model',
  'price',
  'location_name',
  'vin',
  'dealership_slug',
  'location',
]

/** The contact form's rules for a site, from its settings, visible locations and dealerships (spec 001 §3). */
export async function contactFormRules(
  tenant: Tenant,
): Promise<{ rules: ContactFormRules; locations: Location[]; dealerships: Array<{ id: number; name: string }> }> {
  const [settings, locations, dealerships] = await Promise.all([getSiteSettings(tenant), getLocations(tenant), getDealerships(tenant)])
  const forms = settings?.forms
  const showDealership = dealerships.length > 1 && !forms?.hidePreferredDealership
  return {
    rules: {
      commentsRequired: forms?.commentsRequired ?? true,
      showCategory: forms?.showCategory ?? true,
      locationIds: forms?.showLocation === false ? [] : locations.map((location) => location.id),
      dealershipIds: showDealership ? dealerships.map((dealership) => dealership.id) : [],
    },
    locations,
    dealerships: dealerships.map(({ id, name }) => ({ id, name })),
  }
}

/** A location's department (spec 001 §3: no type means sales). */
export type Department = Location['locationType']

/** The site's locations of a department, or every location when it has none of that department. */
function departmentLocations(locations: readonly Location[], department: Department): Location[] {
  const of = locations.filter((location) => (location.locationType ?? 'sales') === department)
  return of.length > 0 ? of : [...locations]
}

/**
 * The service, parts and book-a-test-drive forms' rules (issue 23): the department's locations to choose from, unless
 * the site turns the location field off (Site settings → Forms, as for the contact form).
 */
export async function departmentFormRules(tenant: Tenant, department: Department): Promise<{ rules: DepartmentFormRules; locations: Location[] }> {
  const [settings, locations] = await Promise.all([getSiteSettings(tenant), getLocations(tenant)])
  const offered = settings?.forms?.showLocation === false ? [] : departmentLocations(locations, department)
  return { rules: { locationIds: offered.map((location) => location.id) }, locations: offered }
}

/** Where a car is test-driven: its own location, else the site's primary one (the stock feed may name none we know). */
export async function testDriveLocation(tenant: Tenant, car: LeadCar): Promise<Location | null> {
  const locations = await getLocations(tenant)
  return locations.find((candidate) => candidate.slug === car.location?.slug) ?? locations.find((candidate) => candidate.primary) ?? locations[0] ?? null
}

/** A location's free test-drive times: its hours, less the times already booked there. */
async function freeTimesAt(tenant: Tenant, location: Location, now = new Date()): Promise<AppointmentSlot[]> {
  const days = (await getSiteSettings(tenant))?.forms?.testDriveDays ?? 14
  return offeredTimesAt(tenant, location, await bookedSlots(tenant, location.id, now, new Date(now.getTime() + (days + 1) * 86_400_000)), now)
}

/**
 * A location's test-drive times from its hours, less `booked`. A submitted time is checked against these with nothing
 * booked: whether it is still free is the CMS's to decide, atomically, after it has recognised a retried submit.
 */
export async function offeredTimesAt(tenant: Tenant, location: Location, booked: string[], now = new Date()): Promise<AppointmentSlot[]> {
  const settings = await getSiteSettings(tenant)
  return appointmentSlots({
    openingHours: location.openingHours ?? [],
    specialHours: location.specialHours,
    now,
    timeZone: stateTimeZone(location.address.state),
    days: settings?.forms?.testDriveDays ?? 14,
    minutes: settings?.forms?.appointmentMinutes ?? 30,
    booked,
  })
}

/** The free test-drive times at one of the site's sales locations, or null when it has no such location. */
export async function locationTestDriveSlots(tenant: Tenant, locationId: number): Promise<AppointmentSlot[] | null> {
  const { locations } = await departmentFormRules(tenant, 'sales')
  const location = locations.find((candidate) => candidate.id === locationId)
  return location ? freeTimesAt(tenant, location) : null
}

/** The free test-drive times for a car, or null when the site has no such car. */
export async function testDriveSlots(tenant: Tenant, carSlug: string): Promise<AppointmentSlot[] | null> {
  const car = await findCarBySlug<LeadCar>(tenant, carSlug)
  if (!car) return null
  const location = await testDriveLocation(tenant, car)
  return location ? freeTimesAt(tenant, location) : []
}

async function bookedSlots(tenant: Tenant, locationId: number, from: Date, to: Date): Promise<string[]> {
  const query = new URLSearchParams({ site: tenant.slug, location: String(locationId), from: from.toISOString(), to: to.toISOString() })
  const response = await storefrontCall(`/api/leads/booked-slots?${query}`, { method: 'GET' })
  if (!response.ok) throw new Error(`CMS booked slots answered ${response.status}`)
  return ((await response.json()) as { slots: string[] }).slots
}

/**
 * GET /api/test-drive-slots?car=<slug>: the free appointment times at the car's location; ?location=<id>: at that
 * sales location of the site (/book-test-drive).
 */
export async function testDriveSlotsResponse(tenant: Tenant, carParam: string | null, locationParam: string | null = null): Promise<Response> {
  if (locationParam !== null) {
    if (!/^[1-9]\d{0,9}$/.test(locationParam)) return Response.json({ error: 'Give the location as ?location=<id>.' }, { status: 400 })
    const slots = await locationTestDriveSlots(tenant, Number(locationParam))
    if (slots === null) return Response.json({ error: 'This site has no such location.' }, { status: 404 })
    return Response.json({ slots }, { headers: { 'cache-control': 'no-store' } })
  }
  const car = carParam ?? ''
  if (!/^[a-z0-9-]{1,300}$/.test(car)) return Response.json({ error: 'Give the car as ?car=<slug>.' }, { status: 400 })
  const slots = await testDriveSlots(tenant, car)
  if (slots === null) return Response.json({ error: 'This car is no longer listed.' }, { status: 404 })
  return Response.json({ slots }, { headers: { 'cache-control': 'no-store' } })
}
