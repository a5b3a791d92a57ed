import { describe, expect, it } from 'vitest'
import {
  emptySearchState,
  isSearchPath,
  listingTitle,
  modelOf,
  searchBreadcrumbs,
  makeModelValue,
  makeSearchPath,
  parseRange,
  parseSearchUrl,
  searchUrl,
  syncsSearchState,
  type SearchState,
} from './search-state'

const vocabulary = {
  makes: ['Toyota', 'Land Rover', 'Mazda', 'Citroën'],
  models: ['Toyota:HiLux', 'Toyota:RAV4', 'Land Rover:Range Rover Sport', 'Mazda:CX-5'],
  bodies: ['SUV', 'Ute', 'Cab Chassis'],
  dealerships: [
    { slug: 'bayside-toyota-cleveland', name: 'Bayside Toyota Cleveland' },
    { slug: 'southern-cross-mazda', name: 'Southern Cross Mazda Parramatta' },
  ],
}

const state = (overrides: Partial<SearchState>): SearchState => ({ ...emptySearchState(), ...overrides })

function parse(url: string): SearchState {
  const parsed = new URL(url, 'http://site.localhost')
  const result = parseSearchUrl(parsed.pathname, parsed.searchParams, vocabulary)
  if (!result.ok) throw new Error('location' in result ? `${result.reason} to ${result.location}` : result.message)
  return result.state
}

describe('searchUrl: the path (spec 001 §4)', () => {
  it('lists everything at /search/new-used-and-demo-cars', () => {
    expect(searchUrl(emptySearchState())).toBe('/search/new-used-and-demo-cars')
  })

  it('picks the car-type path: new and demo → new-and-demo-cars, only used → used-cars, one type → {type}-cars', () => {
    expect(searchUrl(state({ refinements: { car_type: ['demo', 'new'] } }))).toBe('/search/new-and-demo-cars')
    expect(searchUrl(state({ refinements: { car_type: ['used'] } }))).toBe('/search/used-cars')
    expect(searchUrl(state({ refinements: { car_type: ['demo'] } }))).toBe('/search/demo-cars')
    expect(searchUrl(state({ refinements: { car_type: ['new', 'used', 'demo'] } }))).toBe('/search/new-used-and-demo-cars')
    // New and used has no path of its own.
    expect(searchUrl(state({ refinements: { car_type: ['new', 'used'] } }))).toBe('/search/new-used-and-demo-cars?car_type=new&car_type=used')
  })

  it('gives a make plus one of its models /search/{make}/{model}, with make_model written Make:Model', () => {
    expect(makeModelValue('Toyota', 'HiLux')).toBe('Toyota:HiLux')
    expect(searchUrl(state({ refinements: { make: ['Land Rover'], make_model: ['Land Rover:Range Rover Sport'] } }))).toBe(
      '/search/land-rover/range-rover-sport',
    )
    expect(searchUrl(state({ refinements: { make: ['Citroën'] } }))).toBe('/search/citroen')
  })

  it('gives a make its own path, written as its slug', () => {
    expect(makeSearchPath('Land Rover')).toBe('/search/land-rover')
    expect(makeSearchPath('Mercedes-Benz')).toBe('/search/mercedes-benz')
  })

  it('puts a make ahead of car types in the path, and the types in the query', () => {
    expect(searchUrl(state({ refinements: { make: ['Toyota'], car_type: ['used'] } }))).toBe('/search/toyota?car_type=used')
  })

  it('keeps two makes, or two models, in the query', () => {
    expect(searchUrl(state({ refinements: { make: ['Toyota', 'Mazda'] } }))).toBe('/search/new-used-and-demo-cars?make=Toyota&make=Mazda')
    expect(searchUrl(state({ refinements: { make: ['Toyota'], make_model: ['Toyota:HiLux', 'Toyota:RAV4'] } }))).toBe(
      '/search/new-used-and-demo-cars?make=Toyota&make_model=Toyota%3AHiLux&make_model=Toyota%3ARAV4',
    )
  })

  it('names a body or a dealership in the path only when it is the only refinement', () => {
    expect(searchUrl(state({ refinements: { simple_body: ['Cab Chassis'] } }))).toBe('/search/cab-chassis')
    expect(searchUrl(state({ refinements: { dealership_slug: ['southern-cross-mazda'] } }))).toBe('/search/southern-cross-mazda')
    // A dealership picked by name in the filter panel stays in the query: its slug is the CMS's, not its name's.
    expect(searchUrl(state({ refinements: { dealership_name: ['Bayside Toyota Cleveland'] } }))).toBe(
      '/search/new-used-and-demo-cars?dealership_name=Bayside+Toyota+Cleveland',
    )
    expect(searchUrl(state({ refinements: { simple_body: ['SUV'], colour: ['White'] } }))).toBe('/search/new-used-and-demo-cars?simple_body=SUV&colour=White')
  })
})

describe('searchUrl: the query string', () => {
  it('omits page 1 and the default sort, and writes the rest', () => {
    expect(searchUrl(state({ page: 1 }))).toBe('/search/new-used-and-demo-cars')
    expect(searchUrl(state({ page: 2, sortBy: 'price_asc', query: ' hilux sr5 ' }))).toBe(
      '/search/new-used-and-demo-cars?query=hilux+sr5&sortBy=price_asc&page=2',
    )
  })

  it('writes ranges as from-to, either side open', () => {
    expect(searchUrl(state({ ranges: { price: { min: 10000, max: 30000 }, km: { min: null, max: 50000 }, year: { min: null, max: null } } }))).toBe(
      '/search/new-used-and-demo-cars?price=10000-30000&km=-50000',
    )
  })
})

describe('parseSearchUrl', () => {
  it('reads each path back into the refinements it stands for', () => {
    expect(parse('/search/new-and-demo-cars').refinements).toEqual({ car_type: ['new', 'demo'] })
    expect(parse('/search/used-cars').refinements).toEqual({ car_type: ['used'] })
    expect(parse('/search/new-used-and-demo-cars').refinements).toEqual({})
    expect(parse('/search/land-rover/range-rover-sport').refinements).toEqual({ make: ['Land Rover'], make_model: ['Land Rover:Range Rover Sport'] })
    expect(parse('/search/citroen').refinements).toEqual({ make: ['Citroën'] })
    expect(parse('/search/cab-chassis').refinements).toEqual({ simple_body: ['Cab Chassis'] })
    expect(parse('/search/southern-cross-mazda/').refinements).toEqual({ dealership_slug: ['southern-cross-mazda'] })
  })

  it("sends a dealership's old name-slug address to its slug's, keeping the query (issue 24)", () => {
    expect(parseSearchUrl('/search/southern-cross-mazda-parramatta', new URLSearchParams('colour=Red&page=2'), vocabulary)).toEqual({
      ok: false,
      reason: 'moved',
      location: '/search/new-used-and-demo-cars?colour=Red&dealership_slug=southern-cross-mazda&page=2',
    })
    expect(parseSearchUrl('/search/southern-cross-mazda-parramatta', new URLSearchParams(), vocabulary)).toEqual({
      ok: false,
      reason: 'moved',
      location: '/search/southern-cross-mazda',
    })
  })

  it('sends the filters’ GET form (sent without JavaScript) to its listing’s address: ranges as two fields, empty fields and buttons dropped', () => {
    const form = new URLSearchParams(
      'query=&search=1&make=Toyota&car_type=used&simple_body=SUV&price_min=%2420%2C000&price_max=&km_min=&km_max=80%2C000&year_min=2019&year_max=&sortBy=price_asc&show=1',
    )
    expect(parseSearchUrl('/search/new-used-and-demo-cars', form, vocabulary)).toMatchObject({
      ok: false,
      reason: 'form',
      location: '/search/toyota?car_type=used&simple_body=SUV&price=20000-&km=-80000&year=2019-&sortBy=price_asc',
    })
    // A from above the to drops the to, as the fields do; a side that isn't a number is a bad query.
    expect(parseSearchUrl('/search/new-used-and-demo-cars', new URLSearchParams('km_min=90000&km_max=10000'), vocabulary)).toMatchObject({
      location: '/search/new-used-and-demo-cars?km=90000-',
    })
    expect(parseSearchUrl('/search/new-used-and-demo-cars', new URLSearchParams('km_min=lots'), vocabulary)).toMatchObject({ reason: 'bad-query' })
  })

  it('reads just_arrived=true as the created-date filter and refuses any other value', () => {
    expect(parse('/search/used-cars?just_arrived=true').justArrived).toBe(true)
    expect(searchUrl(parse('/search/used-cars?just_arrived=true'))).toBe('/search/used-cars?just_arrived=true')
    expect(parseSearchUrl('/search/used-cars', new URLSearchParams('just_arrived=yes'), vocabulary)).toMatchObject({ ok: false, reason: 'bad-query' })
  })

  it('reads a kilometre range from both sides and the new facets from the query', () => {
    const read = parse('/search/new-used-and-demo-cars?km=10000-50000&categories=Family&filtered_features=Apple+CarPlay&status=in_stock&item_type=caravan')
    expect(read.ranges.km).toEqual({ min: 10000, max: 50000 })
    expect(read.refinements).toEqual({ status: ['in_stock'], item_type: ['caravan'], categories: ['Family'], filtered_features: ['Apple CarPlay'] })
  })

  it('answers an address that names nothing in stock as an unknown path', () => {
    for (const path of ['/search/lada', '/search/toyota/corolla', '/search/mazda/hilux', '/search/a/b/c', '/cars/x']) {
      const result = parseSearchUrl(path, new URLSearchParams(), vocabulary)
      expect(result, path).toMatchObject({ ok: false, reason: 'unknown-path' })
    }
  })

  it('refuses a malformed page, sort or range with a message saying what to use', () => {
    const bad = (query: string) => parseSearchUrl('/search/used-cars', new URLSearchParams(query), vocabulary)
    expect(bad('page=0')).toMatchObject({ ok: false, reason: 'bad-query', message: 'Page "0" isn\'t a page number: use 1 or more.' })
    expect(bad('page=two')).toMatchObject({ ok: false, reason: 'bad-query' })
    expect(bad('sortBy=cheapest')).toMatchObject({ ok: false, reason: 'bad-query', message: expect.stringContaining('price_asc') })
    expect(bad('price=30000-10000')).toMatchObject({ ok: false, reason: 'bad-query', message: expect.stringContaining('10000-30000') })
  })

  it('merges query refinements with the path’s, without repeats', () => {
    expect(parse('/search/toyota?make=Toyota&make=Mazda&colour=White&colour=').refinements).toEqual({ make: ['Toyota', 'Mazda'], colour: ['White'] })
  })

  it('gets back the state it was written from, for every kind of state', () => {
    const states: SearchState[] = [
      emptySearchState(),
      state({ refinements: { car_type: ['new', 'demo'] } }),
      state({ refinements: { car_type: ['used'], make: ['Mazda', 'Toyota'], colour: ['Red'] }, page: 3 }),
      state({ refinements: { make: ['Toyota'], make_model: ['Toyota:RAV4'], car_type: ['new'], simple_fuel: ['Hybrid'] }, sortBy: 'km_asc' }),
      state({ refinements: { make: ['Land Rover'] }, ranges: { price: { min: 20000, max: null }, year: { min: 2018, max: 2024 } }, query: 'td6' }),
      state({ refinements: { simple_body: ['Ute'] }, ranges: { km: { min: null, max: 80000 } } }),
      state({ refinements: { dealership_slug: ['bayside-toyota-cleveland'] }, page: 2 }),
      state({
        refinements: { simple_body: ['SUV'] },
        ranges: { km: { min: 20000, max: 60000 }, subscription_price: { min: null, max: 200 } },
        justArrived: true,
      }),
      state({ refinements: { categories: ['Off-road'], price_range: ['$30,000 - $40,000'], status: ['coming_soon'] } }),
      state({ refinements: { certified: ['true'], seats: ['7', '8'], state: ['QLD'] }, sortBy: 'newest' }),
    ]
    for (const original of states) expect(parse(searchUrl(original)), searchUrl(original)).toEqual(original)
  })
})

describe('parseRange', () => {
  it('reads from-to with either side open, and nothing else', () => {
    expect(parseRange('5000-250000')).toEqual({ min: 5000, max: 250000 })
    expect(parseRange('5000-')).toEqual({ min: 5000, max: null })
    expect(parseRange('-250000')).toEqual({ min: null, max: 250000 })
    for (const text of ['-', '', 'abc', '1.5-2', '10-5', '-5-10']) expect(parseRange(text), text).toBeNull()
  })
})

describe('syncsSearchState', () => {
  it('leaves the home path alone until it has query parameters (spec 000 §2)', () => {
    expect(syncsSearchState('/', new URLSearchParams())).toBe(false)
    expect(syncsSearchState('/', new URLSearchParams('make=Toyota'))).toBe(true)
    expect(syncsSearchState('/search/used-cars', new URLSearchParams())).toBe(true)
  })
})

describe('listingTitle', () => {
  it('names the listing by its make and model, make, car types, body or dealership', () => {
    expect(listingTitle(parse('/search/land-rover/range-rover-sport'))).toBe('Land Rover Range Rover Sport cars')
    expect(listingTitle(parse('/search/toyota?car_type=used'))).toBe('Toyota cars')
    expect(listingTitle(parse('/search/new-and-demo-cars'))).toBe('New and demo cars')
    expect(listingTitle(parse('/search/used-cars'))).toBe('Used cars')
    expect(listingTitle(parse('/search/ute'))).toBe('Ute cars')
    expect(listingTitle(parse('/search/southern-cross-mazda'), vocabulary)).toBe('Cars at Southern Cross Mazda Parramatta')
    expect(listingTitle(parse('/search/southern-cross-mazda'))).toBe('Cars at Southern Cross Mazda')
    expect(listingTitle(emptySearchState())).toBe('New, used and demo cars')
  })
})

describe('the special-offers listing (spec 000 §2)', () => {
  it('is /special-offers, with other refinements in the query, and reads back the same', () => {
    const state = { ...emptySearchState(), refinements: { special_offer: ['true'], make: ['Toyota'] } }
    expect(searchUrl(state)).toBe('/special-offers?make=Toyota')
    const parsed = parseSearchUrl('/special-offers', new URLSearchParams('make=Toyota'), vocabulary)
    expect(parsed).toEqual({ ok: true, state })
    expect(listingTitle(state)).toBe('Special offers')
    expect(isSearchPath('/special-offers')).toBe(true)
    expect(isSearchPath('/special-offers-old')).toBe(false)
  })
})

describe('searchBreadcrumbs', () => {
  const state = (refinements: SearchState['refinements']): SearchState => ({ ...emptySearchState(), refinements })

  it('runs Home › Cars › make › model, the page itself unlinked', () => {
    expect(searchBreadcrumbs(state({ make: ['Toyota'], make_model: ['Toyota:HiLux'] }))).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Cars', href: '/search/new-used-and-demo-cars' },
      { label: 'Toyota', href: '/search/toyota' },
      { label: 'HiLux' },
    ])
    expect(searchBreadcrumbs(emptySearchState())).toEqual([{ label: 'Home', href: '/' }, { label: 'Cars' }])
    expect(searchBreadcrumbs(state({ simple_body: ['SUV'] }))).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Cars', href: '/search/new-used-and-demo-cars' },
      { label: 'SUV cars' },
    ])
  })

  it('on a used-car site runs through /used-car/… (spec 001 §2), and those addresses read back as used listings', () => {
    expect(searchBreadcrumbs(state({ car_type: ['used'], make: ['Toyota'], make_model: ['Toyota:HiLux'] }), { usedCarSite: true })).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Used cars', href: '/used-car' },
      { label: 'Toyota', href: '/used-car/toyota' },
      { label: 'HiLux' },
    ])
    expect(parseSearchUrl('/used-car/toyota/hilux', new URLSearchParams(), vocabulary)).toEqual({
      ok: true,
      state: state({ car_type: ['used'], make: ['Toyota'], make_model: ['Toyota:HiLux'] }),
    })
    expect(parseSearchUrl('/used-car', new URLSearchParams(), vocabulary)).toEqual({ ok: true, state: state({ car_type: ['used'] }) })
    expect(parseSearchUrl('/used-car/no-such-make', new URLSearchParams(), vocabulary)).toMatchObject({ ok: false, reason: 'unknown-path' })
  })
})

describe('modelOf', () => {
  it('reads the model out of a make_model value of that make only', () => {
    expect(modelOf('Land Rover', 'Land Rover:Range Rover Sport')).toBe('Range Rover Sport')
    expect(modelOf('Land', 'Land Rover:Defender')).toBeNull()
    expect(modelOf('Toyota', 'Mazda:CX-5')).toBeNull()
  })
})
