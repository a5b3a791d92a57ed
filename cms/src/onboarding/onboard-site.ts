/**
 * Creates a dealer site from a checked onboarding (./input.ts), in one database transaction: the site, its logo, its
 * settings, its dealerships and first location, its template's starter pages and navigation, and an empty stock index.
 * The wizard's endpoint and the demo seed both create sites with this, so every `npm start` runs it.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Algoliasearch } from 'algoliasearch'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  ValidationError,
  type Payload,
  type PayloadRequest,
  type TypedUser,
} from 'payload'
import type { Location } from '@dealer/cms-contract'
import { isDevelopmentDeployment } from '@dealer/cms-contract/deployment'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import { siteOrigin } from '../lib/preview'
import type { FieldProblem, OnboardingInput } from './input'
import { DEALER_PROMO_FEATURES, starterNavigation, starterPages, type StarterSite } from './starter-content'
import { makeEmptyStockIndex, removeStockIndexMade, stockIndexToMake, type StockIndexMade } from './stock-index'
import { wordmarkFile } from './wordmark'

/** What was created, for the answer and for the demo seed to lay its own content over. */
export interface OnboardedSite {
  tenantId: number
  slug: string
  /** Where the site answers: its first domain over https, or in development `<slug>.localhost` (STOREFRONT_SITE_URL_PATTERN). */
  address: string | null
  logoId: number
  settingsId: number
  dealershipIds: number[]
  locationId: number
  /** The starter pages, by their path. */
  pageIds: Map<string, number>
  navigationId: number
}

/** An onboarding refused for what it asked: 409 for a slug or domain another site has, 400 for a value a collection refused. */
export class OnboardingRefusal extends Error {
  constructor(
    readonly status: 400 | 409,
    message: string,
    readonly problems: FieldProblem[],
  ) {
    super(message)
    this.name = 'OnboardingRefusal'
  }
}

export interface OnboardingOptions {
  /** Who is onboarding (a super-admin); none for the server's own scripts. */
  user?: TypedUser | null
  /** The search service to make the index on; the environment's admin client unless given. */
  searchClient?: Algoliasearch
  /**
   * Which finance, registration, payment and map providers the site starts on: the real ones in production (which
   * refuses a site on a simulator), the simulators in development. The demo seed asks for the simulators everywhere:
   * its sites are the demo's.
   */
  providers?: 'real' | 'simulators'
}

/** The week's rows as Locations keeps them. */
type OpeningHours = NonNullable<Location['openingHours']>

/**
 * Production refuses a site on a simulator (cms-contract/deployment.ts): a live site starts on the real providers,
 * configured by the operator's environment, and staff finish their set-up in Site settings. Development keeps the
 * collection's defaults, the simulators.
 */
function providerSettings(providers: 'real' | 'simulators'): Record<string, unknown> {
  if (providers === 'simulators') return {}
  return {
    finance: { broker: 'http' },
    tradeIn: { regoLookup: 'http' },
    reserve: { payments: 'stripe' },
    maps: { tiles: 'url', tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' },
  }
}

/** The starter pages' facts about the site. */
function starterSiteOf(input: OnboardingInput): StarterSite {
  return {
    name: input.name,
    template: input.template,
    tagline: input.tagline,
    phone: input.phone,
    showrooms: 1,
    privacyEmail: input.domains.length > 0 ? `privacy@${input.domains.at(-1)}` : input.leadEmail,
  }
}

/**
 * Before the transaction: a slug or a domain another site already has is refused with a 409 naming it (the unique
 * slug index refuses a race between two onboardings too, and that also comes back as a 409).
 */
async function refuseTakenNames(payload: Payload, input: OnboardingInput, req?: PayloadRequest): Promise<void> {
  const sameSlug = await payload.count({ collection: 'tenants', where: { slug: { equals: input.slug } }, overrideAccess: true, req })
  if (sameSlug.totalDocs > 0) {
    const message = `There is already a site with the slug "${input.slug}": choose another slug.`
    throw new OnboardingRefusal(409, message, [{ field: 'slug', message }])
  }
  if (input.domains.length === 0) return
  const sameDomain = await payload.find({
    collection: 'tenants',
    where: { 'domains.domain': { in: input.domains } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const other = sameDomain.docs[0]
  if (other) {
    const taken = input.domains.find((domain) => other.domains?.some((entry) => entry.domain.trim().toLowerCase() === domain)) ?? input.domains[0]
    const message = `${taken} is already an address of ${other.name}: each domain reaches one site.`
    throw new OnboardingRefusal(409, message, [{ field: 'domains', message }])
  }
}

/**
 * Runs `write` and gives any collection's refusal the request's field names: `field` is where the written record's
 * values came from (`location`, `dealerships.1`). A clash on the site's unique slug is the 409 of a taken slug.
 */
async function step<T>(field: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const errors = error.data.errors ?? []
    if (field === 'site' && errors.some((entry) => entry.path === 'slug')) {
      const message = 'Another site took this slug a moment ago: choose another slug.'
      throw new OnboardingRefusal(409, message, [{ field: 'slug', message }])
    }
    const problems = errors.map((entry) => ({ field: field === 'site' ? entry.path : `${field}.${entry.path}`, message: entry.message }))
    throw new OnboardingRefusal(400, problems[0]?.message ?? error.message, problems)
  }
}

/**
 * Creates the site, all or nothing. The database's records are written on one transaction; the stock index is made
 * last, just before the commit, and removed again if the commit fails, so a failure at any step leaves no record and no
 * index behind (an uploaded logo's file may stay in storage, unreferenced). Throws OnboardingRefusal for what the request
 * got wrong; any other error is the platform's (the database or search service unavailable).
 */
export async function onboardSite(payload: Payload, input: OnboardingInput, options: OnboardingOptions = {}): Promise<OnboardedSite> {
  await refuseTakenNames(payload, input)
  const searchClient = options.searchClient ?? adminSearchClient().client
  const req: PayloadRequest = await createLocalReq({ user: options.user ?? undefined }, payload)
  await initTransaction(req)
  let index: StockIndexMade | null = null
  try {
    // One onboarding at a time, on any number of CMS instances, until this transaction ends; asked again under the
    // lock, so two at once can't both take a slug, a domain or "the first site".
    await lockOnboarding(req)
    await refuseTakenNames(payload, input, req)
    const site = await writeSite(req, input, options.providers ?? (isDevelopmentDeployment() ? 'simulators' : 'real'))
    // Known before it is made: an index half made is removed too.
    index = await stockIndexToMake(searchClient, input.slug)
    await makeEmptyStockIndex(searchClient, index)
    await commitTransaction(req)
    return site
  } catch (error) {
    // The index goes while the lock is still held: the next onboarding of this slug can't see it and keep it.
    if (index)
      await removeStockIndexMade(searchClient, index).catch((undo) =>
        payload.logger.error({ err: undo, msg: `onboarding ${input.slug}: the new index was not removed` }),
      )
    await killTransaction(req)
    throw error
  }
}

/** The onboarding's lock (any fixed number: the bytes of "onbo"), held by the transaction on `req`. */
const ONBOARDING_LOCK = 0x6f6e626f

async function lockOnboarding(req: PayloadRequest): Promise<void> {
  const db = req.transactionID ? (req.payload.db.sessions?.[String(await req.transactionID)]?.db as typeof req.payload.db.drizzle | undefined) : undefined
  if (!db) throw new Error('Onboarding needs a database transaction.')
  await db.execute(sql`SELECT pg_advisory_xact_lock(${ONBOARDING_LOCK})`)
}

async function writeSite(req: PayloadRequest, input: OnboardingInput, providers: 'real' | 'simulators'): Promise<OnboardedSite> {
  const { payload } = req
  const common = { req, depth: 0, overrideAccess: true } as const
  // The first site is the one a bare local host shows.
  const firstSite = (await payload.count({ collection: 'tenants', ...common })).totalDocs === 0
  const tenant = await step('site', () =>
    payload.create({
      collection: 'tenants',
      ...common,
      data: {
        name: input.name,
        slug: input.slug,
        template: input.template,
        domains: input.domains.map((domain) => ({ domain })),
        theme: { primaryColour: input.primaryColour, tagline: input.tagline },
        phone: input.phone,
        isDefault: firstSite,
      },
    }),
  )
  const logoFile = input.logo
    ? { name: input.logo.name, alt: `${input.name} logo`, data: input.logo.data, mimetype: input.logo.mimetype }
    : wordmarkFile(input.slug, input.name)
  const logo = await step('logo', () =>
    payload.create({
      collection: 'media',
      ...common,
      data: { alt: logoFile.alt, tenant: tenant.id },
      file: { data: logoFile.data, mimetype: logoFile.mimetype, name: logoFile.name, size: logoFile.data.length },
    }),
  )
  // Settings before the location: its coordinates come from the geocoder they name.
  const settings = await step('settings', () =>
    payload.create({
      collection: 'site-settings',
      ...common,
      data: {
        tenant: tenant.id,
        logo: logo.id,
        menuOpensOn: input.template === 'group' ? 'click' : 'hover',
        phones: { new: input.phone, used: input.phone, demo: input.phone },
        vehiclePage: { blocks: [DEALER_PROMO_FEATURES, { blockType: 'faq', heading: 'Frequently asked questions' }] },
        ...providerSettings(providers),
      },
    }),
  )
  const dealershipIds: number[] = []
  for (const [index, dealership] of input.dealerships.entries()) {
    const created = await step(`dealerships.${index}`, () =>
      payload.create({
        collection: 'dealerships',
        ...common,
        data: {
          tenant: tenant.id,
          name: dealership.name,
          slug: dealership.slug,
          makes: dealership.makes,
          leadDelivery: { emails: [dealership.leadEmail] },
        },
      }),
    )
    dealershipIds.push(created.id)
  }
  const { location: place } = input
  const location = await step('location', () =>
    payload.create({
      collection: 'locations',
      ...common,
      data: {
        tenant: tenant.id,
        name: place.name,
        slug: place.slug,
        dealership: dealershipIds[0],
        locationType: 'sales',
        visible: true,
        primary: true,
        makes: input.dealerships[0].makes,
        address: { street: place.street, city: place.city, state: place.state as Location['address']['state'], postcode: place.postcode },
        contact: { phone: place.phone },
        openingHours: place.hours as OpeningHours,
      },
    }),
  )
  const starter = starterSiteOf(input)
  const pageIds = new Map<string, number>()
  for (const page of starterPages(starter)) {
    const path = page.path ?? page.slug
    const created = await step(`pages.${path}`, () =>
      payload.create({ collection: 'pages', ...common, data: { ...page, path, tenant: tenant.id, _status: 'published' } }),
    )
    pageIds.set(path, created.id)
  }
  const navigation = await step('navigation', () =>
    payload.create({ collection: 'navigation', ...common, data: { tenant: tenant.id, ...starterNavigation(starter) } }),
  )
  return {
    tenantId: tenant.id,
    slug: tenant.slug,
    address: siteOrigin({ slug: tenant.slug, domains: tenant.domains }),
    logoId: logo.id,
    settingsId: settings.id,
    dealershipIds,
    locationId: location.id,
    pageIds,
    navigationId: navigation.id,
  }
}
