/**
 * The enquiry pages (issue 23): /service, /book-test-drive, /vehicle-parts-and-accessories and bare /contact-us. Each
 * takes its words from the site's CMS page of the same slug (staff edit them like any page; the finance and trade-in
 * pattern), or default words without one, and adds its form; /contact-us adds every location's card.
 */
import type { RenderableBlock } from '@dealer/blocks'
import { isHttpsAddress } from '@dealer/cms-contract/outside-addresses'
import { locationCard, locationCardSettings, type LocationCard } from '@dealer/blocks/locations-list/card'
import { getDealerships, getLocations, getSiteSettings } from '../../server/cms.server'
import { mapTilesFor } from '../locations/map/map-tiles.server'
import { cardWithStaticMap } from '../locations/map/static-map'
import { stockFacetCounts } from '../../server/search.server'
import { publishedOrigin } from '../../server/tenant.server'
import type { Tenant } from '../../server/tenant'
import { publishedPageView, type PageHeading } from '../pages/cms-page.server'
import { loadContactPage, type ContactPageData } from '../leads/contact-page.server'
import type { DepartmentFormRules } from '../leads/lead-forms'
import type { AppointmentSlot } from '../leads/appointments'
import { departmentFormRules, locationTestDriveSlots, type Department } from '../leads/leads.server'

export type EnquiryPageKind = 'service' | 'book-test-drive' | 'parts' | 'contact-us'

/** Each page's address, which is also the slug of the CMS page holding its words. */
const ENQUIRY_PAGE_PATHS: Record<EnquiryPageKind, string> = {
  service: 'service',
  'book-test-drive': 'book-test-drive',
  parts: 'vehicle-parts-and-accessories',
  'contact-us': 'contact-us',
}

/** The words of a site without the CMS page ({site} is the site's name). */
const DEFAULT_ENQUIRY_WORDS: Record<EnquiryPageKind, { heading: string; intro: string; description: string }> = {
  service: {
    heading: 'Book a service',
    intro: 'Tell us about your car and the day that suits you, and our service team will call to confirm a time.',
    description: 'Book your car’s service with {site}: tell us the car and the day that suits you.',
  },
  'book-test-drive': {
    heading: 'Book a test drive',
    intro: 'Tell us which car you would like to drive and choose a time, and we will have it ready for you.',
    description: 'Book a test drive at {site}: choose the car and a time that suits you.',
  },
  parts: {
    heading: 'Parts and accessories',
    intro: 'Tell us what you need and which car it is for, and our parts team will reply with a price.',
    description: 'Ask {site} for genuine parts and accessories: a price and when they can be ready.',
  },
  'contact-us': {
    heading: 'Contact us',
    intro: 'Visit or call any of our locations, or send us an enquiry below.',
    description: 'Every {site} location with its hours and phone number, and a form to send us an enquiry.',
  },
}

export interface EnquiryPageWords {
  title: string
  description: string
  canonicalUrl: string
  heading: PageHeading | null
  blocks: RenderableBlock[]
  /** The default intro, for a site without the CMS page. */
  intro: string | null
}

/** A page's words: the CMS page's, or the defaults; its canonical address is the site's published one. */
async function enquiryPageWords(tenant: Tenant, kind: EnquiryPageKind): Promise<EnquiryPageWords> {
  const path = ENQUIRY_PAGE_PATHS[kind]
  const page = await publishedPageView(tenant, path)
  const words = DEFAULT_ENQUIRY_WORDS[kind]
  return {
    title: page?.title ?? `${words.heading} | ${tenant.name}`,
    description: page?.description ?? words.description.replaceAll('{site}', tenant.name),
    canonicalUrl: `${publishedOrigin(tenant)}/${path}`,
    heading: page ? page.heading : { text: words.heading, visible: true },
    blocks: page?.blocks ?? [],
    intro: page ? null : words.intro,
  }
}

/** What a department's form offers: its rules, the locations by name, and the site's disclaimer. */
export interface DepartmentFormData {
  rules: DepartmentFormRules
  locations: Array<{ id: number; name: string }>
  terms: string | null
}

async function departmentForm(tenant: Tenant, department: Department): Promise<DepartmentFormData> {
  const [{ rules, locations }, settings] = await Promise.all([departmentFormRules(tenant, department), getSiteSettings(tenant)])
  return { rules, locations: locations.map(({ id, name }) => ({ id, name })), terms: settings?.forms?.termsText?.trim() || null }
}

/** The manufacturer's booking page /service links to (Site settings → Service bookings), or null. */
export interface ServiceBookingLink {
  href: string
  label: string
}

/** "Book a service with Toyota": the site's manufacturer, else the one brand its dealerships sell, else none named. */
export function serviceBookingLabel(manufacturer: string | null | undefined, dealershipMakes: ReadonlyArray<ReadonlyArray<string> | null | undefined>): string {
  const named = manufacturer?.trim()
  const makes = [...new Set(dealershipMakes.flatMap((makes) => makes ?? []).map((make) => make.trim()))].filter(Boolean)
  const brand = named || (makes.length === 1 ? makes[0] : null)
  return brand ? `Book a service with ${brand}` : 'Book a service online'
}

export async function loadServicePage(tenant: Tenant) {
  const [words, form, settings, dealerships] = await Promise.all([
    enquiryPageWords(tenant, 'service'),
    departmentForm(tenant, 'service'),
    getSiteSettings(tenant),
    getDealerships(tenant),
  ])
  const href = settings?.service?.bookingUrl?.trim()
  const bookingLink: ServiceBookingLink | null =
    href && isHttpsAddress(href)
      ? {
          href,
          label: serviceBookingLabel(
            settings?.service?.manufacturer,
            dealerships.map((dealership) => dealership.makes),
          ),
        }
      : null
  return { ...words, form, bookingLink }
}

export async function loadPartsPage(tenant: Tenant) {
  const [words, form] = await Promise.all([enquiryPageWords(tenant, 'parts'), departmentForm(tenant, 'parts')])
  return { ...words, form }
}

/** The models a shopper can pick from (they may type another): the site's stock, "Make Model", A to Z. */
const MAX_SUGGESTED_MODELS = 300

export async function loadBookTestDrivePage(tenant: Tenant) {
  const [words, form, facets] = await Promise.all([
    enquiryPageWords(tenant, 'book-test-drive'),
    departmentForm(tenant, 'sales'),
    stockFacetCounts(tenant, ['make_model']),
  ])
  const models = Object.keys(facets.make_model)
    .map((value) => value.replace(':', ' '))
    .sort((a, b) => a.localeCompare(b))
    .slice(0, MAX_SUGGESTED_MODELS)
  // A site with one location shows its free times at once; with several, once one is chosen (bookTestDriveTimes).
  const only = form.rules.locationIds.length === 1 ? String(form.rules.locationIds[0]) : null
  return { ...words, form, models, slots: only ? await bookTestDriveTimes(tenant, only) : null }
}

/**
 * A sales location's free test-drive times for /book-test-drive (its "Show free times" post, without JavaScript), or
 * null when it is not one of the site's. Times that could not be loaded are null: the form offers No preference.
 */
export async function bookTestDriveTimes(tenant: Tenant, location: string): Promise<{ location: string; slots: AppointmentSlot[] | null } | null> {
  if (!/^[1-9]\d{0,9}$/.test(location)) return null
  const slots = await locationTestDriveSlots(tenant, Number(location)).catch(() => undefined)
  if (slots === null) return null
  return { location, slots: slots ?? null }
}

export async function loadContactUsPage(tenant: Tenant, url: URL, now = new Date()) {
  const [words, contact, settings, locations] = await Promise.all([
    enquiryPageWords(tenant, 'contact-us'),
    loadContactPage(tenant, undefined, url),
    getSiteSettings(tenant),
    getLocations(tenant),
  ])
  const cardSettings = locationCardSettings(settings, now)
  const tiles = mapTilesFor(settings)
  const cards: LocationCard[] = locations.map((location) => cardWithStaticMap(locationCard(location, cardSettings), location, tiles))
  return { ...words, contact: contact satisfies ContactPageData, cards }
}

export type ServicePageData = Awaited<ReturnType<typeof loadServicePage>>
export type PartsPageData = Awaited<ReturnType<typeof loadPartsPage>>
export type BookTestDrivePageData = Awaited<ReturnType<typeof loadBookTestDrivePage>>
export type ContactUsPageData = Awaited<ReturnType<typeof loadContactUsPage>>
