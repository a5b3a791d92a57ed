import { data, redirect } from 'react-router'
import { promoCardView } from '@dealer/blocks/promo-cards/card'
import { isLive, showsOnDisplayType } from '@dealer/blocks/promo-cards/rules'
import { stockIndexName } from '@dealer/stock/index-schema'
import { getPromoCards, getSiteSettings } from '../../server/cms.server'
import { config } from '../../server/config.server'
import { listingSettings } from './listing.server'
import type { SearchPromoCard } from './search-page'
import { parseSearchUrl } from './search-state'
import { tenantSearch } from '../../server/search.server'
import { stockVocabulary } from './stock-vocabulary.server'
import { notFound, publishedOrigin } from '../../server/tenant.server'
import type { Tenant } from '../../server/tenant'
import { listedStockResults, searchStock } from './stock-query'
import { leadFormSettings } from '../leads/lead-settings'
import { defaultCityAddress } from './default-city'
import { addStockUrl, refreshPath } from './no-results'
import { priceQuickPicks } from './price-slider'
import { recordSearch } from './search-record.server'
import { sentenceSearchPath } from './sentence-search.server'

/** Spec 000 §9: default page size 21 hits; a site may set its own. */
const DEFAULT_PAGE_SIZE = 21

/**
 * The search page for any search address (spec 001 §2 paths plus the query string of search-state.ts): its first page
 * of results, and everything the browser needs to continue on its own with the same queries (the site's secured search
 * key, the index, the listing rules' settings, the promo cards). A path naming nothing in stock is a 404; a malformed
 * page, sort or range a 400 saying why.
 */
export async function loadSearch(tenant: Tenant, url: URL) {
  // A sentence from the header's search box (/search?q=…, issue 47): to the listing it means.
  const sentence = url.searchParams.get('q')
  if (sentence !== null && url.pathname.replace(/\/+$/, '') === '/search') throw redirect(await sentenceSearchPath(tenant, sentence), 303)
  const vocabulary = await stockVocabulary(tenant)
  const parsed = parseSearchUrl(url.pathname, url.searchParams, vocabulary)
  if (!parsed.ok) {
    // A dealership's old name-slug address (before issue 24) moved for good to its slug's.
    if (parsed.reason === 'moved') throw redirect(parsed.location, 301)
    // The filters' GET form, sent without JavaScript: to the listing's own address.
    if (parsed.reason === 'form') throw redirect(parsed.location, 303)
    if (parsed.reason === 'unknown-path') notFound('listing')
    throw data({ reason: parsed.reason, message: parsed.message }, { status: 400, statusText: parsed.message })
  }
  const { state } = parsed
  const now = new Date()
  const [settings, listing, search, promoCards] = await Promise.all([
    getSiteSettings(tenant),
    listingSettings(tenant),
    tenantSearch(tenant),
    getPromoCards(tenant),
  ])
  const withCity = defaultCityAddress(state, url.searchParams, settings?.stock?.defaultCity)
  if (withCity) throw redirect(withCity, 302)
  const query = {
    indexName: stockIndexName(tenant.slug),
    justArrivedDays: listing.justArrivedDays,
    hitsPerPage: settings?.stock?.pageSize ?? DEFAULT_PAGE_SIZE,
    priceAscendingExcludesZero: settings?.stock?.priceAscendingExcludesZero ?? false,
  }
  const results = await searchStock(search.client, state, query)
  // A first page is a search run; later pages of it are not searches again.
  if (state.page === 1) recordSearch(tenant, state, results.totalCars > 0)
  return {
    state,
    results: listedStockResults(results, listing, now),
    vocabulary,
    query,
    /** The browser's lite client continues with these; the key is the site's secured key, never the search key. */
    search: { appId: config.search.appId, apiKey: search.apiKey },
    listing,
    // Live search cards go to the page; which of them a search shows (car types) is decided with the search state.
    promoCards: promoCards
      .filter((card) => isLive(card, now) && showsOnDisplayType(card, 'search'))
      .map((card): SearchPromoCard => ({ ...promoCardView(card), ...promoRuleFields(card) })),
    slots: { interval: settings?.promoCards?.interval ?? 6, ctaCard: settings?.promoCards?.ctaCard ?? true },
    stockCount: { show: settings?.stock?.showStockCount ?? true, over1999: settings?.stock?.stockCountOver1999 ?? 2000 },
    usedCarSite: settings?.stock?.usedCarSite ?? false,
    leadForms: leadFormSettings(settings),
    /** The site's add-ons: the cards' Trade-in button needs the valuation plugin (spec 001 §4). */
    plugins: settings?.plugins ?? [],
    clearFiltersPath: refreshPath(settings?.stock?.refreshPath),
    addStockUrl: addStockUrl(state, results.totalCars, config.cmsPublicUrl),
    priceQuickPicks: priceQuickPicks(settings?.stock?.priceQuickPicks),
    siteName: tenant.name,
    /** For the canonical address: the site's published one, never the request's host. */
    origin: publishedOrigin(tenant),
    renderedAt: now.toISOString(),
  }
}

function promoRuleFields(card: Parameters<typeof promoCardView>[0]) {
  return {
    start: card.start ?? null,
    expiry: card.expiry ?? null,
    position: card.position ?? null,
    carTypes: card.carTypes ?? null,
    displayTypes: card.displayTypes ?? null,
    strictDisplay: card.strictDisplay ?? null,
  }
}

/** What the search page renders from. */
export type SearchPageData = Awaited<ReturnType<typeof loadSearch>>
