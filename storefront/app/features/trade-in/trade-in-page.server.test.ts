import type { RenderableBlock } from '@dealer/blocks'
import type { HeroBlock } from '@dealer/cms-contract'
import { listedCar } from '@dealer/stock/car-summary'
import { describe, expect, it } from 'vitest'
import { TRADE_IN_PAGE_PATHS } from './trade-in-api'
import { DEFAULT_TRADE_IN_WORDS, loadTradeInPage, type TradeInPageReaders } from './trade-in-page.server'

const listing = { justArrivedDays: 8, justArrivedTag: 'Just Arrived', soldTag: 'Sold', noPriceText: 'Enquire for price', subscriptions: false }
const corolla = listedCar(
  {
    objectID: 'bt-1',
    slug: '2021-toyota-corolla-bt-1',
    name: '2021 Toyota Corolla Ascent Sport',
    year: 2021,
    make: 'Toyota',
    model: 'Corolla',
    badge: 'Ascent Sport',
    car_type: 'used',
    status: 'in_stock',
    tag: null,
    reserved: false,
    price: 25_990,
    price_type: 'Drive Away',
    km: 42_000,
    simple_body: 'Hatch',
    simple_transmission: 'Automatic',
    stocknum: 'S1',
    primary_image_url: '/demo-photos/bt-1.jpg',
  },
  listing,
  new Date('2026-11-24T00:00:00Z'),
)
const hero: RenderableBlock = { type: 'hero', block: { blockType: 'hero', heading: 'Sell your car', tone: 'brand', id: 'h' } as HeroBlock, data: null }
const faq = { id: 3, question: 'How do you value my trade-in?', answer: 'From recent sales.' }

/** Readers that answer as a seeded site would unless the test says otherwise; each car asked for is recorded. */
function fakeReaders(overrides: Partial<TradeInPageReaders> = {}) {
  const asked: string[] = []
  const readers: TradeInPageReaders = {
    siteName: 'Bayside Toyota',
    cmsPage: async () => ({ title: 'Sell or trade in your car | Bayside Toyota', description: 'Trade in.', heading: null, blocks: [hero] }),
    carById: async (id) => (asked.push(id), id === 'bt-1' ? corolla : null),
    tradeInFaqs: async () => [faq],
    homeState: async () => 'QLD',
    ...overrides,
  }
  return { readers, asked }
}

const load = (path: string, readers: TradeInPageReaders) => loadTradeInPage(readers, new URL(`http://bayside-toyota.localhost${path}`))

describe('loadTradeInPage', () => {
  it('/sell-my-car: the CMS page’s words, the form without a car starting in the site’s state, and the trade-in FAQ', async () => {
    const { readers, asked } = fakeReaders()
    const page = await load('/sell-my-car', readers)
    expect(page).toMatchObject({
      title: 'Sell or trade in your car | Bayside Toyota',
      description: 'Trade in.',
      heading: null,
      intro: null,
      car: null,
      faqs: [faq],
    })
    expect(page.blocks).toEqual([hero])
    expect(page.form).toEqual({ car: null, defaultState: 'QLD' })
    expect(asked).toEqual([])
  })

  it('is one page at its three addresses', async () => {
    const { readers } = fakeReaders()
    const pages = await Promise.all(TRADE_IN_PAGE_PATHS.map((path) => load(path, readers)))
    for (const page of pages) expect(page).toEqual(pages[0])
  })

  it('/cars/trade-in?car_id=: the site’s car as its card, and the form trading towards it', async () => {
    const { readers } = fakeReaders()
    const page = await load('/cars/trade-in?car_id=bt-1', readers)
    expect(page.car?.objectID).toBe('bt-1')
    expect(page.car?.display.price.text).toBe('$25,990')
    expect(page.form.car).toEqual({ carId: 'bt-1', name: '2021 Toyota Corolla Ascent Sport' })
    expect(page.title).toBe('Trade in your car towards the 2021 Toyota Corolla Ascent Sport | Bayside Toyota')
  })

  it('an unknown or another site’s car, or something that can’t be an id: the page without the card, never a 404', async () => {
    const { readers, asked } = fakeReaders()
    for (const search of ['?car_id=sc-9', '?car_id=', `?car_id=${'x'.repeat(65)}`, '?car_id=a%22%20OR%201', '']) {
      const page = await load(`/cars/trade-in${search}`, readers)
      expect(page.car).toBeNull()
      expect(page.form.car).toBeNull()
    }
    expect(asked).toEqual(['sc-9'])
  })

  it('a site without a trade-in page: sensible words of its own', async () => {
    const { readers } = fakeReaders({ cmsPage: async () => null, homeState: async () => null, tradeInFaqs: async () => [] })
    const page = await load('/trade-in', readers)
    expect(page.title).toBe('Sell or trade in your car | Bayside Toyota')
    expect(page.heading).toEqual({ text: DEFAULT_TRADE_IN_WORDS.heading, visible: true })
    expect(page.intro).toBe(DEFAULT_TRADE_IN_WORDS.intro)
    expect(page.blocks).toEqual([])
    expect(page.form.defaultState).toBeNull()
    expect(page.faqs).toEqual([])
  })
})
