import { cache } from 'react'
import type { PayloadRequest } from 'payload'
import { allOf, anyOf, equals, not } from '@dealer/stock/filters'
import { stockIndexName } from '@dealer/stock/index-schema'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import { siteOrigin } from '../../lib/preview'

/**
 * Where on its storefront a site setting shows: the home page, the stock listing, a car's page (the site's first car
 * in stock), a location's page (the site's primary visible location), or a fixed path such as /finance.
 */
export type ShopperPage = 'home' | 'listing' | 'car' | 'location' | `/${string}`

/** The main stock search: every new, used and demo car. */
const LISTING_PATH = '/search/new-used-and-demo-cars'

/** The parts of Site settings' base stock filter that decide which cars the storefront serves at all. */
export interface BaseStockFilter {
  usedOnly?: boolean | null
  excludedMakes?: readonly string[] | null
  stockNumbers?: readonly string[] | null
}

/**
 * A car the storefront shows: in stock, and within the site's base stock filter (the storefront's secured search key
 * holds the same clauses, so a car outside them answers 404).
 */
export function showableCarFilter(base: BaseStockFilter | null | undefined): string {
  const makes = (base?.excludedMakes ?? []).map((make) => make.trim()).filter(Boolean)
  const stockNumbers = (base?.stockNumbers ?? []).map((number) => number.trim()).filter(Boolean)
  return allOf([
    equals('status', 'in_stock'),
    base?.usedOnly && equals('car_type', 'used'),
    ...makes.map((make) => not(equals('make', make))),
    stockNumbers.length > 0 && anyOf('stocknum', stockNumbers),
  ])
}

export interface SitePages {
  origin: string
  pathOf(page: ShopperPage): Promise<string>
}

interface SiteRecord {
  id: number | string
  slug: string
  domains?: Array<{ domain: string }> | null
}

/**
 * A form renders one link per setting: each site's lookups are made once per render (React's `cache`, as the leads
 * inbox's cells do), however many links ask. The filter goes in as text, so equal filters share the lookups.
 */
const sitePagesOnce = cache((req: PayloadRequest, tenant: string, base: string) => loadSitePages(req, tenant, JSON.parse(base) as BaseStockFilter | null))

export function sitePagesFor(req: PayloadRequest, tenant: number | string, base: BaseStockFilter | null | undefined): Promise<SitePages | null> {
  return sitePagesOnce(req, String(tenant), JSON.stringify(base ?? null))
}

async function loadSitePages(req: PayloadRequest, tenant: number | string, base: BaseStockFilter | null | undefined): Promise<SitePages | null> {
  const site = (await req.payload.findByID({ collection: 'tenants', id: tenant, depth: 0, overrideAccess: true, req }).catch(() => null)) as SiteRecord | null
  const origin = site && siteOrigin(site)
  if (!site || !origin) return null
  let carPath: Promise<string> | undefined
  let locationPath: Promise<string> | undefined
  return {
    origin,
    pathOf(page) {
      if (page === 'home') return Promise.resolve('/')
      if (page === 'listing') return Promise.resolve(LISTING_PATH)
      if (page === 'car') return (carPath ??= firstCarPath(site.slug, base))
      if (page === 'location') return (locationPath ??= primaryLocationPath(req, site.id))
      return Promise.resolve(page)
    },
  }
}

/** The first car the listing shows (the index ranks the newest in stock first), or the listing when there is none. */
async function firstCarPath(siteSlug: string, base: BaseStockFilter | null | undefined): Promise<string> {
  try {
    const { client } = adminSearchClient()
    const answer = await client.searchSingleIndex<{ path?: string }>({
      indexName: stockIndexName(siteSlug),
      searchParams: { query: '', hitsPerPage: 1, filters: showableCarFilter(base), attributesToRetrieve: ['path'], attributesToHighlight: [] },
    })
    const path = answer.hits[0]?.path
    return typeof path === 'string' && path.startsWith('/cars/') ? path : LISTING_PATH
  } catch {
    // Search unreachable: the listing still shows the setting's effect on every car.
    return LISTING_PATH
  }
}

/** The site's primary visible location's page, or the contact page when the site lists none. */
async function primaryLocationPath(req: PayloadRequest, tenant: number | string): Promise<string> {
  const { docs } = await req.payload.find({
    collection: 'locations',
    where: { and: [{ tenant: { equals: tenant } }, { visible: { equals: true } }] },
    sort: ['-primary', 'name'],
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const slug = (docs[0] as { slug?: string } | undefined)?.slug
  return slug ? `/our-location/${encodeURIComponent(slug)}` : '/contact'
}
