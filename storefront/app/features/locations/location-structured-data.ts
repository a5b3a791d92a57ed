// A location page's schema.org description for search engines (issue 23): an AutoDealer with its address, place on the
// map, phone and opening hours, holidays included. Pure: the page renders it as JSON-LD.
import type { Location } from '@dealer/cms-contract'
import { brisbaneDate } from '@dealer/blocks/ui/brisbane-time'

type Json = Record<string, unknown>

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** Fields with no value are left out rather than sent empty. */
function defined(object: Json): Json {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== null && value !== undefined && value !== ''))
}

type HoursRow = { status: 'open' | 'closed'; open?: string | null; close?: string | null }

/** schema.org's hours of a row: its times when open, 00:00 to 00:00 (schema.org's "closed all day") when closed; null when unreadable. */
function opensCloses(row: HoursRow): { opens: string; closes: string } | null {
  if (row.status !== 'open') return { opens: '00:00', closes: '00:00' }
  return row.open && row.close && TIME.test(row.open) && TIME.test(row.close) ? { opens: row.open, closes: row.close } : null
}

export interface LocationFacts {
  url: string
  /** Absolute address of the location's photo, if it has one. */
  imageUrl: string | null
  /** E.164, "+61732864000". */
  telephone: string | null
}

/**
 * The location as an AutoDealer: the week's open days (the first row of a day counts, as the page shows them) and the
 * coming holidays, each holiday valid on its own date (closed ones as 00:00–00:00).
 */
export function locationStructuredData(location: Location, facts: LocationFacts, now: Date): Json {
  const { address } = location
  const seen = new Set<string>()
  const week = (location.openingHours ?? []).flatMap((row) => {
    if (seen.has(row.weekday) || row.status !== 'open') return []
    seen.add(row.weekday)
    const hours = opensCloses(row)
    return hours ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${DAYS[Number(row.weekday)]}`, ...hours }] : []
  })
  const today = brisbaneDate(now)
  const holidays = (location.specialHours ?? [])
    .flatMap((row) => {
      const at = new Date(row.date)
      if (Number.isNaN(at.getTime())) return []
      // The calendar day the hours' other readers use (hours.ts upcomingHolidayHours); past ones are left out.
      const day = brisbaneDate(at)
      const hours = day >= today ? opensCloses(row) : null
      return hours ? [{ '@type': 'OpeningHoursSpecification', validFrom: day, validThrough: day, ...hours }] : []
    })
    .sort((a, b) => (a.validFrom < b.validFrom ? -1 : a.validFrom > b.validFrom ? 1 : 0))
  const hasCoordinates = typeof address.lat === 'number' && typeof address.lng === 'number'
  return defined({
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: location.name,
    url: facts.url,
    image: facts.imageUrl,
    telephone: facts.telephone,
    email: location.contact?.email?.trim() || null,
    address: defined({
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.state,
      postalCode: address.postcode,
      addressCountry: 'AU',
    }),
    geo: hasCoordinates ? { '@type': 'GeoCoordinates', latitude: address.lat, longitude: address.lng } : null,
    openingHoursSpecification: week.length + holidays.length > 0 ? [...week, ...holidays] : null,
  })
}
