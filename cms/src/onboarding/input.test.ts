import { describe, expect, it } from 'vitest'
import { contrastWithWhite, readOnboardingInput, SHOWROOM_WEEK, slugOf } from './input'
import { starterNavigation, starterPages, type StarterSite } from './starter-content'

const wizardAnswers = {
  name: 'Harbour City Kia',
  template: 'dealer',
  domains: 'www.harbourcitykia.com.au\nharbourcitykia.com.au',
  primaryColour: '#05141F',
  tagline: 'Kia in the heart of Newcastle',
  location: { street: '12 Hunter Street', city: 'Newcastle', state: 'nsw', postcode: '2300', phone: '02 4929 1000' },
  dealerships: [{ name: 'Harbour City Kia', makes: 'Kia' }],
  leadEmail: 'Sales@HarbourCityKia.com.au',
}

describe('readOnboardingInput', () => {
  it('reads the wizard’s answers, filling in what can be worked out', async () => {
    const reading = await readOnboardingInput(wizardAnswers)
    expect(reading).toEqual({
      ok: true,
      input: {
        name: 'Harbour City Kia',
        slug: 'harbour-city-kia',
        template: 'dealer',
        domains: ['www.harbourcitykia.com.au', 'harbourcitykia.com.au'],
        primaryColour: '#05141f',
        tagline: 'Kia in the heart of Newcastle',
        phone: '02 4929 1000',
        logo: null,
        location: {
          name: 'Harbour City Kia Newcastle',
          slug: 'newcastle',
          street: '12 Hunter Street',
          city: 'Newcastle',
          state: 'NSW',
          postcode: '2300',
          phone: '02 4929 1000',
          hours: SHOWROOM_WEEK,
        },
        dealerships: [{ name: 'Harbour City Kia', slug: 'harbour-city-kia', makes: ['Kia'], leadEmail: 'sales@harbourcitykia.com.au' }],
        leadEmail: 'sales@harbourcitykia.com.au',
      },
    })
  })

  it('names every problem by its field, with the collections’ own words where a collection has a rule', async () => {
    const reading = await readOnboardingInput({
      name: '',
      slug: 'Harbour City!',
      template: 'boats',
      domains: ['https://www.example.com.au/'],
      primaryColour: '#ffee00',
      location: { street: '', city: 'Newcastle', state: 'NZ', postcode: '230', phone: 'call us', hours: [{ weekday: '1', open: '17:00', close: '9am' }] },
      dealerships: [{ name: 'Harbour City Kia', makes: 'Kia', leadEmail: 'sales at example' }],
      leadEmail: 'Sales <sales@example.com.au>',
    })
    expect(reading.ok).toBe(false)
    const problems = reading.ok ? {} : Object.fromEntries(reading.problems.map((problem) => [problem.field, problem.message]))
    expect(problems).toEqual({
      name: 'Give the dealer’s name, e.g. Bayside Toyota.',
      // Tenants' and Locations' own messages.
      slug: 'Use lower-case letters, digits and hyphens only.',
      template: 'Choose a template: single dealer, dealer group or 4x4 accessories store.',
      domains: expect.stringContaining('"https://www.example.com.au/" is not a host name'),
      primaryColour: expect.stringMatching(/^White text on #ffee00 is hard to read \(contrast 1\.\d:1/),
      'location.street': 'Give the street address, e.g. 112 Shore Street West.',
      'location.state': 'Choose the state or territory: ACT, NSW, NT, QLD, SA, TAS, VIC, WA.',
      'location.postcode': 'Invalid postcode. Please enter a 4-digit number.',
      'location.phone': 'Give the phone number as it is dialled, e.g. 07 3286 4000.',
      'location.hours.0.close': 'Use 24-hour time, e.g. 08:30.',
      leadEmail: expect.stringMatching(/^Each lead address must be one email address/),
      'dealerships.0.leadEmail': expect.stringMatching(/^Each lead address must be one email address/),
    })
  })

  it('refuses a time Locations would refuse, and an open day without its times', async () => {
    const reading = await readOnboardingInput({
      ...wizardAnswers,
      location: {
        ...wizardAnswers.location,
        hours: [
          { weekday: '1', status: 'open', open: '8:30', close: '17:30' },
          { weekday: '2', status: 'open', open: '', close: '' },
          { weekday: '0', status: 'closed' },
        ],
      },
    })
    expect(reading.ok ? [] : reading.problems).toEqual([
      { field: 'location.hours.0.open', message: 'Use 24-hour time, e.g. 08:30.' },
      { field: 'location.hours.1.open', message: 'Give Tuesday’s opening and closing times, or mark it closed.' },
    ])
  })

  it('asks for at least one dealership and a lead address, and refuses a body that is no object', async () => {
    const reading = await readOnboardingInput({ ...wizardAnswers, dealerships: [], leadEmail: '' })
    expect(reading.ok ? [] : reading.problems.map((problem) => problem.field)).toEqual(['leadEmail', 'dealerships'])
    const nothing = await readOnboardingInput('a site please')
    expect(nothing.ok ? [] : nothing.problems[0]).toEqual({ field: '', message: 'Send the new site’s details as a JSON object.' })
  })

  it('takes a PNG, JPEG or WebP logo up to 2 MB, never an SVG (it could carry script)', async () => {
    const SIGNATURES: Record<string, number[]> = {
      'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
      'image/webp': [0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50],
    }
    const picture = (type: string, size = 100) => Buffer.concat([Buffer.from(SIGNATURES[type] ?? []), Buffer.alloc(size, 1)])
    const logo = (mimetype: string, size = 100, data = picture(mimetype, size)) => ({ name: 'logo', mimetype, data })
    for (const type of Object.keys(SIGNATURES)) expect((await readOnboardingInput(wizardAnswers, logo(type))).ok, type).toBe(true)
    const refused = [{ field: 'logo', message: 'Upload the logo as a PNG, JPEG or WebP picture.' }]
    const svg = await readOnboardingInput(wizardAnswers, logo('image/svg+xml', 0, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')))
    expect(svg.ok ? [] : svg.problems).toEqual(refused)
    // An SVG that says it is a PNG is still an SVG.
    const disguised = await readOnboardingInput(wizardAnswers, logo('image/png', 0, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')))
    expect(disguised.ok ? [] : disguised.problems).toEqual(refused)
    const large = await readOnboardingInput(wizardAnswers, logo('image/jpeg', 2 * 1024 * 1024 + 1))
    expect(large.ok ? [] : large.problems).toEqual([{ field: 'logo', message: 'The logo is larger than 2 MB.' }])
  })
})

describe('slugOf and contrastWithWhite', () => {
  it('make slugs of names', () => {
    expect(slugOf('Southern Cross Hyundai & Kia Penrith')).toBe('southern-cross-hyundai-and-kia-penrith')
    expect(slugOf('  Outback Edge 4x4 ')).toBe('outback-edge-4x4')
  })

  it('pass each demo brand colour and refuse pale ones', () => {
    for (const colour of ['#b3001b', '#0b3d91', '#c2410c']) expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(4.5)
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1)
    expect(contrastWithWhite('#000000')).toBeCloseTo(21)
  })
})

describe('a new site’s starter navigation', () => {
  const site = (template: StarterSite['template']): StarterSite => ({
    name: 'Test Motors',
    template,
    phone: '07 3000 0000',
    showrooms: 1,
    privacyEmail: 'privacy@example.com.au',
  })

  it('links only to the storefront’s own addresses, listings and the starter pages, so no menu link is a 404', () => {
    const routes = [
      '/',
      '/special-offers',
      '/contact',
      '/contact-us',
      '/service',
      '/book-test-drive',
      '/sell-my-car',
      '/vehicle-parts-and-accessories',
      '/finance',
      '/trade-in',
      '/dealer-locator',
      '/blog',
    ]
    for (const template of ['dealer', 'group', 'accessories'] as const) {
      const pages = new Set(starterPages(site(template)).map((page) => `/${page.path ?? page.slug}`))
      const { header, footer } = starterNavigation(site(template))
      const links = [
        ...header.flatMap((entry) => [entry.link, ...(entry.children ?? []).map((child) => child.link)]),
        ...footer.flatMap((group) => (group.links ?? []).map((entry) => entry.link)),
      ].filter((href): href is string => Boolean(href))
      expect(links.length, template).toBeGreaterThan(3)
      for (const href of links) {
        const path = href.replace(/(.)\/$/, '$1')
        expect(routes.includes(path) || path.startsWith('/search/') || pages.has(path), `${template}: ${href}`).toBe(true)
      }
      // Every entry leads somewhere or is filled by the site, as Navigation's own rule requires.
      for (const entry of header) expect(Boolean(entry.link) || entry.fill !== 'links' || (entry.children?.length ?? 0) > 0, entry.label).toBe(true)
    }
  })

  it('keeps the group’s brand mega menu (filled from stock) without the demo’s brands page', () => {
    const brands = starterNavigation(site('group')).header[0]
    expect(brands).toEqual({ label: 'Our Brands', fill: 'makes', tiles: [] })
  })

  it('says one location, not one locations', () => {
    const about = starterPages(site('dealer')).find((page) => page.slug === 'about-us')
    expect(JSON.stringify(about?.layout)).toContain('Test Motors has 1 location and a team')
  })
})
