import { describe, expect, it } from 'vitest'
import { latest, partPath, readPartName, robotsTxt, sitemapIndexXml, sitemapPlan, uniqueByPath, urlsetXml, w3cDate, xmlEscape } from './sitemap-xml'

const origin = 'https://www.example.com.au'

describe('xmlEscape', () => {
  it('escapes the five characters XML reserves, and nothing else', () => {
    expect(xmlEscape(`a&b<c>d"e'f g/h?i=j`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f g/h?i=j')
  })
})

describe('w3cDate', () => {
  it('is the UTC day as YYYY-MM-DD', () => {
    expect(w3cDate(new Date('2026-11-24T23:30:00+10:00'))).toBe('2026-11-24')
    expect(w3cDate(new Date('2026-11-24T14:30:00Z'))).toBe('2026-11-24')
    expect(w3cDate(new Date('2026-01-02T00:00:00Z'))).toBe('2026-01-02')
  })
})

describe('latest', () => {
  it('is the latest valid date, or null', () => {
    expect(latest([new Date('2026-01-01'), null, new Date('2026-03-01'), undefined, new Date('nope')])).toEqual(new Date('2026-03-01'))
    expect(latest([null, undefined])).toBeNull()
  })
})

describe('urlsetXml', () => {
  it('lists each address under the origin, escaped, with its lastmod when known', () => {
    const xml = urlsetXml(origin, [
      { path: '/', lastmod: new Date('2026-11-20T08:00:00Z') },
      { path: '/search?make=A&model=B' },
      { path: '/cars/2024-toyota-rav4-gx', lastmod: null },
    ])
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url><loc>https://www.example.com.au/</loc><lastmod>2026-11-20</lastmod></url>\n' +
        '  <url><loc>https://www.example.com.au/search?make=A&amp;model=B</loc></url>\n' +
        '  <url><loc>https://www.example.com.au/cars/2024-toyota-rav4-gx</loc></url>\n' +
        '</urlset>\n',
    )
  })

  it('percent-encodes what a URL may not hold, once', () => {
    expect(urlsetXml(origin, [{ path: '/about us' }, { path: '/cars/caf%C3%A9' }])).toContain('<loc>https://www.example.com.au/about%20us</loc>')
    expect(urlsetXml(origin, [{ path: '/cars/caf%C3%A9' }])).toContain('<loc>https://www.example.com.au/cars/caf%C3%A9</loc>')
  })

  it('is an empty urlset when there is nothing', () => {
    expect(urlsetXml(origin, [])).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n')
  })
})

describe('sitemapPlan', () => {
  const pages = [{ path: '/' }, { path: '/about-us' }, { path: '/finance' }]
  const cars = Array.from({ length: 5 }, (_, index) => ({ path: `/cars/car-${index + 1}`, lastmod: new Date(`2026-11-0${index + 1}T00:00:00Z`) }))

  it('is one urlset, pages then cars, while everything fits', () => {
    const plan = sitemapPlan(pages, cars, 8)
    expect(plan).toEqual({ kind: 'urlset', entries: [...pages, ...cars] })
  })

  it('is an index of parts of at most maxUrls each once it does not, the pages first', () => {
    const plan = sitemapPlan(pages, cars, 2)
    expect(plan.kind).toBe('index')
    if (plan.kind !== 'index') return
    expect(plan.parts.map((part) => [part.kind, part.number, part.entries.map((entry) => entry.path)])).toEqual([
      ['pages', 1, ['/', '/about-us']],
      ['pages', 2, ['/finance']],
      ['cars', 1, ['/cars/car-1', '/cars/car-2']],
      ['cars', 2, ['/cars/car-3', '/cars/car-4']],
      ['cars', 3, ['/cars/car-5']],
    ])
  })

  it('refuses a limit that is not a positive whole number', () => {
    expect(() => sitemapPlan(pages, cars, 0)).toThrow(RangeError)
  })
})

describe('sitemapIndexXml', () => {
  it('points at each part with the latest lastmod of its entries', () => {
    const xml = sitemapIndexXml(origin, [
      { kind: 'pages', number: 1, entries: [{ path: '/' }] },
      {
        kind: 'cars',
        number: 2,
        entries: [
          { path: '/cars/a', lastmod: new Date('2026-10-01T00:00:00Z') },
          { path: '/cars/b', lastmod: new Date('2026-11-03T00:00:00Z') },
        ],
      },
    ])
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <sitemap><loc>https://www.example.com.au/sitemaps/pages-1.xml</loc></sitemap>\n' +
        '  <sitemap><loc>https://www.example.com.au/sitemaps/cars-2.xml</loc><lastmod>2026-11-03</lastmod></sitemap>\n' +
        '</sitemapindex>\n',
    )
  })
})

describe('part names', () => {
  it('reads back what partPath writes, and nothing else', () => {
    expect(partPath({ kind: 'cars', number: 2 })).toBe('/sitemaps/cars-2.xml')
    expect(readPartName('cars-2.xml')).toEqual({ kind: 'cars', number: 2 })
    expect(readPartName('pages-1.xml')).toEqual({ kind: 'pages', number: 1 })
    for (const name of ['cars-0.xml', 'cars-01.xml', 'cars-2', 'locations-1.xml', 'cars-1.xml.gz', '../cars-1.xml', 'cars-9999999.xml'])
      expect(readPartName(name)).toBeNull()
  })
})

describe('uniqueByPath', () => {
  it('keeps the first entry of each path', () => {
    expect(uniqueByPath([{ path: '/finance', lastmod: new Date(0) }, { path: '/a' }, { path: '/finance' }])).toEqual([
      { path: '/finance', lastmod: new Date(0) },
      { path: '/a' },
    ])
  })
})

describe('robotsTxt', () => {
  it('allows the site but the shopper-private and API paths, and names the sitemap', () => {
    const text = robotsTxt(origin, ['/mymotorama'])
    const lines = text.split('\n')
    expect(lines[0]).toBe('User-agent: *')
    for (const path of ['/api/', '/search-api/', '/my-garage', '/watchlist', '/checkout', '/sign-in', '/preview/', '/mymotorama'])
      expect(lines).toContain(`Disallow: ${path}`)
    expect(lines).not.toContain('Disallow: /')
    expect(lines).toContain('Sitemap: https://www.example.com.au/sitemap.xml')
    expect(text.endsWith('\n')).toBe(true)
  })
})
