/**
 * The printable car (spec 001 §2 /print?car_id={slug}, §7 the PDF by car slug): what the print page and its PDF show,
 * read once on the server from the site's own stock. Both render the same view, so the paper and the PDF agree.
 */
import { data } from 'react-router'
import type { StockCar } from '@dealer/stock/car'
import { carPath, type ListedCar } from '@dealer/stock/car-summary'
import { displayPhone } from '@dealer/blocks/ui/phone'
import { commentParagraphs, DEALER_COMMENTS_PENDING, truncateText } from '@dealer/stock/text'
import { getSiteSettings } from '../../server/cms.server'
import { findCarBySlug } from '../../server/search.server'
import type { Tenant } from '../../server/tenant'
import { notFound, publishedOrigin } from '../../server/tenant.server'
import { listedCars } from '../search/listing.server'
import { keyInformation, type Specification } from '@dealer/stock/specs'
import { printCarSlug, printPath, printPdfPath, PRINT_SLUG_NEEDED } from './print-path'
import { qrCode, type QrCode } from './qr-code.server'

/** Dealer comments on paper: enough for any real advert, bounded so one car can't make a PDF of many pages. */
const PRINT_COMMENTS_MAX_LENGTH = 3_000

export interface PrintView {
  slug: string
  objectID: string
  name: string
  /** "2021 Toyota HiLux SR5", or null when it is the name. */
  heading: string | null
  series: string | null
  stocknum: string
  price: { text: string; priceType: string | null; was: string | null }
  specs: Specification[]
  comments: string[]
  location: { name: string; lines: string[]; phone: string | null }
  /** The car's first photo, as the page links it (a demo photo's path on this site, or the dealer's photo host). */
  photoUrl: string | null
  /** The car's page on the site's own address, which the QR code holds. */
  carUrl: string
  qr: QrCode
  siteName: string
  canonicalUrl: string
  pdfPath: string
}

/** The slug a print address names; a missing or malformed car_id is the shopper's mistake, a 400 with the reason. */
function requirePrintSlug(url: URL): string {
  const slug = printCarSlug(url.searchParams)
  if (!slug) throw data({ message: PRINT_SLUG_NEEDED }, { status: 400 })
  return slug
}

/** The print page's loader: 400 for a bad car_id; another site's car, a hidden one or an unknown slug is the site's 404. */
export async function loadPrintPage(tenant: Tenant, url: URL): Promise<PrintView> {
  return (await findPrintView(tenant, requirePrintSlug(url))) ?? notFound('car')
}

/** The car's printable view, or null when this site lists no car with that slug. */
export async function findPrintView(tenant: Tenant, slug: string): Promise<PrintView | null> {
  const found = await findCarBySlug<StockCar>(tenant, slug)
  if (!found) return null
  const [[car], settings] = await Promise.all([listedCars(tenant, [found]), getSiteSettings(tenant)])
  return printView(car as StockCar & ListedCar, {
    origin: publishedOrigin(tenant),
    siteName: tenant.name,
    engineUnit: settings?.stock?.engineUnit ?? 'litres',
  })
}

function printView(car: StockCar & ListedCar, site: { origin: string; siteName: string; engineUnit: 'litres' | 'cc' }): PrintView {
  const heading = [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ')
  const price = car.display.price
  const carUrl = `${site.origin}${carPath(car)}`
  const comments = truncateText(commentParagraphs(car.dealercomments).join('\n'), PRINT_COMMENTS_MAX_LENGTH).text.split('\n').filter(Boolean)
  const location = car.location
  return {
    slug: car.slug,
    objectID: car.objectID,
    name: car.name,
    heading: heading && heading !== car.name ? heading : null,
    series: car.series || null,
    stocknum: car.stocknum,
    price: { text: price.text, priceType: price.kind === 'price' ? price.priceType : null, was: price.kind === 'price' ? price.was : null },
    specs: keyInformation(car, site.engineUnit),
    comments: comments.length > 0 ? comments : [DEALER_COMMENTS_PENDING],
    location: {
      name: location.name,
      lines: [location.address, [location.city, location.state, location.postcode].filter(Boolean).join(' ')].filter((line): line is string => Boolean(line)),
      phone: location.phone?.trim() ? displayPhone(location.phone) : null,
    },
    photoUrl: car.primary_image_url || car.images[0]?.image.url || null,
    carUrl,
    qr: qrCode(carUrl),
    siteName: site.siteName,
    canonicalUrl: `${site.origin}${printPath(car.slug)}`,
    pdfPath: printPdfPath(car.slug),
  }
}
