import type { Location } from '@dealer/cms-contract'
import {
  addressLines,
  directionsUrl,
  licenceText,
  locationCardSettings,
  locationOpenNow,
  TYPE_LABELS,
  type LocationCard,
} from '@dealer/blocks/locations-list/card'
import { openingHoursLines, upcomingHolidayHours, type HolidayHoursLine, type HoursLine } from '@dealer/blocks/locations-list/hours'
import { responsiveImage, type ResponsiveImage } from '@dealer/blocks/ui/media'
import { displayPhone, phoneHref } from '@dealer/blocks/ui/phone'
import type { ReviewsData } from '@dealer/blocks/reviews/Component'
import { REVIEW_MIN_RATING } from '@dealer/blocks/reviews/stars'
import { getLocationReviewSummary, getLocationReviews, getLocations, getSiteSettings } from '../../server/cms.server'
import { notFound, publishedOrigin } from '../../server/tenant.server'
import type { Tenant } from '../../server/tenant'
import { listingPath } from '../search/search-state'
import { departmentsAt } from './departments'
import { locationStructuredData } from './location-structured-data'
import type { MapLocation, MapTiles } from './map/LocationsMap'
import { mapTilesFor } from './map/map-tiles.server'

/** Spec 001 §4: Google reviews show in full up to 12. */
const LOCATION_REVIEWS_SHOWN = 12

/** One department at the page's address: its week, open-now line and coming holidays. */
export interface DepartmentHours {
  id: number
  slug: string
  /** "Sales", "Service" or "Parts". */
  label: string
  hours: HoursLine[]
  openNow: LocationCard['openNow']
  /** Coming holiday hours, soonest first; empty unless the site shows holiday hours. */
  holidays: HolidayHoursLine[]
}

export interface LocationPageData {
  siteName: string
  canonicalUrl: string
  description: string
  name: string
  badge: string | null
  addressLines: string[]
  directionsUrl: string
  phones: Array<{ label: string; display: string; href: string }>
  email: string | null
  /** "DL MD001001", and a service centre's motor vehicle repairer licence. */
  licences: string[]
  image: ResponsiveImage | null
  /** The page's department first selected; several when its address hosts more than one. */
  departments: DepartmentHours[]
  selectedDepartment: number
  /** The reviews badge and section: the location's reviews at or above the site's threshold; null with none. */
  reviews: (ReviewsData & { average: string }) | null
  /** The search page filtered to the cars at this address's showroom; null when none sells here. */
  stockHref: string | null
  contactHref: string
  map: { locations: MapLocation[]; tiles: MapTiles | null; label: string }
  structuredData: Record<string, unknown>
}

/** A phone as shown (+61 → 0, spaced) and dialled; null for one without digits ("TBA"). */
function phone(label: string, raw: string | null | undefined): LocationPageData['phones'][number] | null {
  const text = raw?.trim()
  if (!text || !/\d/.test(text)) return null
  return { label, display: displayPhone(text), href: phoneHref(text) }
}

/**
 * /our-location/{slug}: one of the site's visible locations (the CMS gives shoppers no hidden ones, and only the
 * request's site's), else the site's not-found page.
 */
export async function loadLocationPage(tenant: Tenant, slug: string, now: Date = new Date()): Promise<LocationPageData> {
  const [locations, settings] = await Promise.all([getLocations(tenant), getSiteSettings(tenant)])
  const location = locations.find((candidate) => candidate.slug === slug && candidate.visible !== false)
  if (!location) notFound('location')
  const minRating = settings?.reviews?.locationMinimumRating ?? REVIEW_MIN_RATING
  const [reviews, summary] = await Promise.all([
    getLocationReviews(tenant, location.id, minRating, LOCATION_REVIEWS_SHOWN),
    getLocationReviewSummary(tenant, location.id, minRating),
  ])
  const cardSettings = locationCardSettings(settings, now)
  const departments = departmentsAt(location, locations)
  const origin = publishedOrigin(tenant)
  const canonicalUrl = `${origin}/our-location/${encodeURIComponent(location.slug)}`
  const phones = [phone('Phone', location.contact?.phone), phone('Landline', location.contact?.landline)].filter((entry) => entry !== null)
  const image = responsiveImage(location.image)
  const showroom = departments.find((department) => department.locationType === 'sales')
  const lines = addressLines(location.address)
  return {
    siteName: tenant.name,
    canonicalUrl,
    description: `${location.name}, ${lines.join(', ')}: opening hours, holiday hours, directions, phone and reviews.`,
    name: location.name,
    badge: location.badge?.trim() || null,
    addressLines: lines,
    directionsUrl: directionsUrl(location.address),
    phones,
    email: location.contact?.email?.trim() || null,
    licences: licences(location, departments, cardSettings.licenceLabel),
    image,
    departments: departments.map((department) => ({
      id: department.id,
      slug: department.slug,
      label: TYPE_LABELS[department.locationType] ?? TYPE_LABELS.sales,
      hours: openingHoursLines(department.openingHours, { forceFullHours: cardSettings.forceFullHours }),
      openNow: locationOpenNow(department, now),
      holidays: cardSettings.showHolidayHours ? upcomingHolidayHours(department.specialHours, now) : [],
    })),
    selectedDepartment: departments.indexOf(location),
    reviews:
      summary.count > 0 && summary.average_rating
        ? { summary, average: Number(summary.average_rating).toFixed(1), reviews: reviews.filter((review) => review.rating >= minRating) }
        : null,
    // The stock index names a car's location by its showroom's name (the feed's location_name facet).
    stockHref: showroom ? listingPath({ location_name: [showroom.name] }) : null,
    contactHref: `/contact-us/${encodeURIComponent(location.slug)}`,
    map: {
      locations: [
        {
          id: location.id,
          name: location.name,
          addressLines: lines,
          lat: location.address.lat ?? null,
          lng: location.address.lng ?? null,
          directionsUrl: directionsUrl(location.address),
          detailsHref: `/our-location/${encodeURIComponent(location.slug)}`,
        },
      ],
      tiles: mapTilesFor(settings),
      label: `Map of ${location.name}`,
    },
    structuredData: locationStructuredData(
      location,
      { url: canonicalUrl, imageUrl: image ? `${origin}${image.src}` : null, telephone: phones[0]?.href.replace(/^tel:/, '') ?? null },
      now,
    ),
  }
}

/**
 * The location's dealer licence with the site's label (spec 001 §9: DL, or CL) and the motor vehicle repairer licence
 * of a service department at its address (or its own), each once.
 */
function licences(location: Location, departments: readonly Location[], label: string): string[] {
  const repairers = [location, ...departments]
    .filter((department) => department === location || department.locationType === 'service')
    .map((department) => department.motorVehicleRepairer?.trim())
    .filter((text): text is string => Boolean(text))
    .map((number) => `Motor vehicle repairer licence ${number}`)
  const dealer = licenceText(location.dealerLicenceNumber, label)
  return [...new Set([...(dealer ? [dealer] : []), ...repairers])]
}
