/**
 * The dealer locator (/dealer-locator, issue 23): the site's `dealer-locator` CMS page for the words (its hero; its
 * locations block gives way to the results), and around it the postcode search: the site's visible locations of a
 * department, nearest the postcode first by great-circle distance, as cards and on the map (the same list). The form
 * is a GET, so it works without JavaScript and every search has an address.
 */
import type { Location, SiteSetting } from '@dealer/cms-contract'
import { locationCard, locationCardSettings, type LocationCard } from '@dealer/blocks/locations-list/card'
import type { RenderableBlock } from '@dealer/blocks'
import type { LatLng } from '@dealer/geo/distance'
import { GeocoderFailure, type Geocoder } from '@dealer/geo/geocoder'
import { geocoderFor } from '@dealer/geo/geocoders'
import { UNKNOWN_POSTCODE_MESSAGE } from '@dealer/geo/postcode'
import { getLocations, getSiteSettings } from '../../../server/cms.server'
import { publishedOrigin } from '../../../server/tenant.server'
import type { Tenant } from '../../../server/tenant'
import { publishedPageView, type PageHeading } from '../../pages/cms-page.server'
import type { MapLocation, MapTiles } from '../map/LocationsMap'
import { mapTilesFor } from '../map/map-tiles.server'
import { cardWithStaticMap } from '../map/static-map'
import { distanceText, parseLocatorQuery, rankLocations, type Department } from './ranking'

/** The CMS page staff edit for the locator's words. */
const DEALER_LOCATOR_SLUG = 'dealer-locator'

const DEALER_LOCATOR_PATH = '/dealer-locator'

/** Shown, with every location, when the site's geocoder can't answer (its service is down or not configured). */
export const GEOCODER_UNAVAILABLE_TEXT = "We couldn't look up postcodes just now, so here are all our locations. Please try again later."

/** What the page reads, already scoped to one tenant (fakes in the tests). */
export interface DealerLocatorReaders {
  siteName: string
  origin: string
  cmsPage(): Promise<{ title: string; description: string | null; heading: PageHeading | null; blocks: RenderableBlock[] } | null>
  siteSettings(): Promise<SiteSetting | null>
  locations(): Promise<Location[]>
  /** The site's geocoder, or why it has none. */
  geocoder(settings: SiteSetting | null): Geocoder | { problem: string }
  now(): Date
}

export interface DealerLocatorResult {
  card: LocationCard
  /** "12.3 km"; null without a postcode, or for a location without coordinates. */
  distance: string | null
}

export interface DealerLocatorData {
  title: string
  description: string
  canonicalUrl: string
  heading: PageHeading | null
  /** The CMS page's hero blocks (above the search) and its other blocks but its locations lists (below the results). */
  heroBlocks: RenderableBlock[]
  blocks: RenderableBlock[]
  form: { postcode: string; department: Department; error: string | null }
  /** The postcode the results are nearest to; null: every location, in the site's order. */
  nearestTo: string | null
  notice: string | null
  results: DealerLocatorResult[]
  map: { locations: MapLocation[]; tiles: MapTiles | null; label: string }
}

/** The page's data, and its status: 400 when the postcode is not one (the page still shows, with the field's error). */
export async function loadDealerLocator(readers: DealerLocatorReaders, url: URL): Promise<{ status: 200 | 400; data: DealerLocatorData }> {
  const query = parseLocatorQuery(url.searchParams)
  const [page, settings, locations] = await Promise.all([readers.cmsPage(), readers.siteSettings(), readers.locations()])
  let error = query.error
  let notice: string | null = null
  let from: LatLng | null = null
  if (query.postcode) {
    const located = await locate(readers.geocoder(settings), query.postcode)
    if (located === 'unknown') error = UNKNOWN_POSTCODE_MESSAGE
    else if (located === 'unavailable') notice = GEOCODER_UNAVAILABLE_TEXT
    else from = located
  }
  const cardSettings = locationCardSettings(settings, readers.now())
  const ranked = rankLocations(locations, from, query.department)
  const tiles = mapTilesFor(settings)
  const results = ranked.map(({ location, distanceKm }) => ({
    card: cardWithStaticMap(locationCard(location, cardSettings), location, tiles),
    distance: distanceKm === null ? null : distanceText(distanceKm),
  }))
  const pageBlocks = page?.blocks ?? []
  const heroCount = pageBlocks.findIndex((entry) => entry.type !== 'hero')
  const heroBlocks = heroCount === -1 ? pageBlocks : pageBlocks.slice(0, heroCount)
  return {
    status: error ? 400 : 200,
    data: {
      title: page?.title ?? `Dealer locator | ${readers.siteName}`,
      description:
        page?.description ?? `Find your nearest ${readers.siteName} showroom, service centre or parts counter by postcode, with hours and directions.`,
      canonicalUrl: `${readers.origin}${DEALER_LOCATOR_PATH}`,
      heading: page ? page.heading : { text: 'Dealer locator', visible: true },
      heroBlocks,
      blocks: pageBlocks.slice(heroBlocks.length).filter((entry) => entry.type !== 'locationsList'),
      form: { postcode: query.postcodeInput, department: query.department, error },
      nearestTo: from ? query.postcode : null,
      notice,
      results,
      map: {
        locations: ranked.map(({ location }, index) => ({
          id: location.id,
          name: location.name,
          addressLines: results[index].card.addressLines,
          lat: location.address.lat ?? null,
          lng: location.address.lng ?? null,
          directionsUrl: results[index].card.directionsUrl,
          detailsHref: results[index].card.detailsHref,
        })),
        tiles,
        label: `Map of ${readers.siteName} locations`,
      },
    },
  }
}

/** The postcode's place; 'unknown' when the geocoder has no such postcode; 'unavailable' when it couldn't say (logged). */
async function locate(geocoder: Geocoder | { problem: string }, postcode: string): Promise<LatLng | 'unknown' | 'unavailable'> {
  if ('problem' in geocoder) {
    console.warn(`dealer locator: no geocoder: ${geocoder.problem}`)
    return 'unavailable'
  }
  try {
    return (await geocoder.locate(postcode)) ?? 'unknown'
  } catch (error) {
    console.warn(`dealer locator: postcode ${postcode} not located: ${error instanceof GeocoderFailure ? error.message : String(error)}`)
    return 'unavailable'
  }
}

/** The storefront's CMS reads for one tenant. */
export function dealerLocatorReaders(tenant: Tenant): DealerLocatorReaders {
  return {
    siteName: tenant.name,
    origin: publishedOrigin(tenant),
    cmsPage: () => publishedPageView(tenant, DEALER_LOCATOR_SLUG),
    siteSettings: () => getSiteSettings(tenant),
    locations: () => getLocations(tenant),
    geocoder: (settings) => geocoderFor(settings?.maps?.geocoder),
    now: () => new Date(),
  }
}
