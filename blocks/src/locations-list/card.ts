import type { Location, SiteSetting } from '@dealer/cms-contract'
import { responsiveImage, type ResponsiveImage } from '../ui/media'
import { displayPhone, phoneHref } from '../ui/phone'
import type { LocationFilter } from './config'
import { openingHoursLines, upcomingHolidayHours, type HolidayHoursLine, type HoursLine } from './hours'
import { openSchedule, scheduleState, type OpenSchedule, type OpenState } from './open-now'

/** Everything a location card shows (spec 001 §2), worked out on the server. */
export interface LocationCard {
  id: number
  name: string
  slug: string
  /** ["12 Shore St West", "Cleveland QLD 4163"]. */
  addressLines: string[]
  phone: { display: string; href: string } | null
  /** Empty when the location has no hours entered. */
  hours: HoursLine[]
  /** Coming holiday hours (empty unless the site shows them). */
  holidays: HolidayHoursLine[]
  /** "DL 12345", with the site's label; null without a licence number. */
  licence: string | null
  image: ResponsiveImage | null
  /** Google Maps directions to the location. */
  directionsUrl: string
  contactHref: string
  detailsHref: string
  /** "Sales", "Service" or "Parts". */
  typeLabel: string
  /** Staff's short notice, e.g. "COMING EARLY 2026" (spec 001 §9); null without one. */
  badge: string | null
  /** "Open now · closes 5:30 pm" as the server saw it, and the schedule the browser works it out again from. */
  openNow: { schedule: OpenSchedule; initial: OpenState | null }
}

export interface LocationsListData {
  cards: LocationCard[]
}

/** The site settings a card depends on: SiteSetting.licenceLabel and SiteSetting.hours.forceFullHours. */
export interface LocationCardSettings {
  licenceLabel: string
  forceFullHours: boolean
  /** The site's "show holiday hours" flag: list the location's coming holiday hours under its week. */
  showHolidayHours: boolean
  /** For which holidays are still to come (Brisbane dates). */
  now: Date
}

/** Spec 001 §2's "Holiday Hours": at most this many coming ones on a card, soonest first. */
const HOLIDAYS_ON_CARD = 3

export const TYPE_LABELS: Record<Location['locationType'], string> = { sales: 'Sales', service: 'Service', parts: 'Parts' }

type Filterable = Pick<Location, 'visible' | 'primary' | 'locationType'>

/**
 * The locations a block shows, in the order given (the CMS sorts by name). Hidden ones (visible
 * false) never show. 'primary' is the location(s) marked primary, or the first one when none is;
 * 'service-and-parts' is every service or parts location; 'all' is every visible one.
 */
export function locationsFor<L extends Filterable>(locations: readonly L[], filter: LocationFilter): L[] {
  const visible = locations.filter((location) => location.visible !== false)
  switch (filter) {
    case 'all':
      return visible
    case 'primary': {
      const primary = visible.filter((location) => location.primary === true)
      return primary.length > 0 ? primary : visible.slice(0, 1)
    }
    case 'sales':
    case 'service':
    case 'parts':
      return visible.filter((location) => location.locationType === filter)
    case 'service-and-parts':
      return visible.filter((location) => location.locationType === 'service' || location.locationType === 'parts')
  }
}

/** "DL 12345"; a number already written with the label ("DL 12345") is not labelled twice. */
export function licenceText(number: string | null | undefined, label: string): string | null {
  const licence = number?.trim()
  if (!licence) return null
  const prefix = label.trim()
  if (!prefix) return licence
  const alreadyLabelled = licence.toLowerCase().startsWith(prefix.toLowerCase()) && !/^[a-z]/i.test(licence.slice(prefix.length))
  if (alreadyLabelled) return licence
  return `${prefix} ${licence}`
}

/** Street on one line, then "City STATE 4163" as Australian addresses are written. */
export function addressLines(address: Location['address']): string[] {
  const street = address.street?.trim()
  const locality = [address.city?.trim(), address.state, address.postcode?.trim()].filter(Boolean).join(' ')
  return [street, locality].filter((line): line is string => Boolean(line))
}

/**
 * A Google Maps directions link (Maps URLs, api=1): to the coordinates when both are known, else to
 * the address, and to the place itself when it has a place id (Google then prefers the place id).
 */
export function directionsUrl(address: Location['address']): string {
  const hasCoordinates = typeof address.lat === 'number' && Number.isFinite(address.lat) && typeof address.lng === 'number' && Number.isFinite(address.lng)
  const params = new URLSearchParams({ api: '1', destination: hasCoordinates ? `${address.lat},${address.lng}` : addressLines(address).join(', ') })
  const placeId = address.placeId?.trim()
  if (placeId) params.set('destination_place_id', placeId)
  return `https://www.google.com/maps/dir/?${params.toString()}`
}

/** The card for one location: the main phone (or the landline), the week's hours by the site's rule, the licence with the site's label. */
export function locationCard(location: Location, settings: LocationCardSettings): LocationCard {
  const rawPhone = location.contact?.phone?.trim() || location.contact?.landline?.trim() || ''
  const href = rawPhone ? phoneHref(rawPhone) : null
  const slug = encodeURIComponent(location.slug)
  return {
    id: location.id,
    name: location.name,
    slug: location.slug,
    addressLines: addressLines(location.address),
    // No digits at all (e.g. "TBA"): nothing to call.
    phone: href && /\d/.test(href) ? { display: displayPhone(rawPhone), href } : null,
    hours: openingHoursLines(location.openingHours, { forceFullHours: settings.forceFullHours }),
    holidays: settings.showHolidayHours ? upcomingHolidayHours(location.specialHours, settings.now).slice(0, HOLIDAYS_ON_CARD) : [],
    licence: licenceText(location.dealerLicenceNumber, settings.licenceLabel),
    image: responsiveImage(location.image),
    directionsUrl: directionsUrl(location.address),
    contactHref: `/contact-us/${slug}`,
    detailsHref: `/our-location/${slug}`,
    typeLabel: TYPE_LABELS[location.locationType] ?? TYPE_LABELS.sales,
    badge: location.badge?.trim() || null,
    openNow: locationOpenNow(location, settings.now),
  }
}

/** The open-now line of a location at `now`, with the schedule the browser recomputes it from. */
export function locationOpenNow(location: Location, now: Date): LocationCard['openNow'] {
  const schedule = openSchedule(location)
  return { schedule, initial: scheduleState(schedule, now) }
}

/** The block's data: the chosen locations as cards. */
export function locationsListData(locations: readonly Location[], filter: LocationFilter, settings: LocationCardSettings): LocationsListData {
  return { cards: locationsFor(locations, filter).map((location) => locationCard(location, settings)) }
}

/** Spec 001 §9: licence numbers are labelled DL unless the site says otherwise. */
const DEFAULT_LICENCE_LABEL = 'DL'

/** How the site's location cards read: its licence label and hours rules. */
export function locationCardSettings(settings: SiteSetting | null, now: Date): LocationCardSettings {
  return {
    licenceLabel: settings?.licenceLabel?.trim() || DEFAULT_LICENCE_LABEL,
    forceFullHours: settings?.hours?.forceFullHours ?? false,
    showHolidayHours: settings?.hours?.showHolidayHours ?? true,
    now,
  }
}
