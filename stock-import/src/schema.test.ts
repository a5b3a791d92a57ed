import { describe, expect, it } from 'vitest'
import { checkFeedCar, type FeedCar } from './schema'
import { feedRow } from '../test-support/feed-fixtures'

function accepted(row: unknown): FeedCar {
  const result = checkFeedCar(row)
  if (!result.ok) throw new Error(`expected the row to be accepted: ${JSON.stringify(result.problems)}`)
  return result.car
}

function problemsOf(row: unknown) {
  const result = checkFeedCar(row)
  if (result.ok) throw new Error('expected the row to be rejected')
  return result.problems
}

describe('checkFeedCar', () => {
  it('accepts a JSON row, filling what the feed left out with null or the default', () => {
    const car = accepted(feedRow())
    expect(car).toMatchObject({
      id: 700_001,
      stocknum: 'T7001',
      price: 48_990,
      km: 52_300,
      location: { id: 11, city: 'Cleveland', state: 'QLD', slug: null, phone: null },
    })
    expect(car).toMatchObject({ reserved: false, certified: false, preorder: false, views: 0, standardEquipment: [], show_on_dealer_website: true })
    expect(car).toMatchObject({ vin: null, sold_date_timestamp: null, variant: null, custom_rank: null, name: null, slug: null })
    expect(car).toMatchObject({ spin_images: [], spin_interior_image: null, hotspots: [], external_video_url: null, walkaround_videos: [] })
  })

  it('accepts a 360° spin with hotspots on its frames and its interior, and the videos', () => {
    const hotspots = [
      { view: 'exterior', frame: 1, x: 62.5, y: 40, title: 'LED headlights', description: 'Automatic high beam.' },
      { view: 'interior', x: 50, y: 50, title: '9-inch touchscreen' },
    ]
    const car = accepted(
      feedRow({
        spin_images: ['/spins/t7001/0.jpg', '/spins/t7001/1.jpg'],
        spin_interior_image: 'https://spins.example.com/t7001/interior.jpg',
        hotspots,
        external_video_url: 'https://www.youtube.com/embed/abc123',
        walkaround_videos: ['https://videos.example.com/t7001.mp4'],
      }),
    )
    expect(car).toMatchObject({
      spin_images: ['/spins/t7001/0.jpg', '/spins/t7001/1.jpg'],
      spin_interior_image: 'https://spins.example.com/t7001/interior.jpg',
      external_video_url: 'https://www.youtube.com/embed/abc123',
      walkaround_videos: ['https://videos.example.com/t7001.mp4'],
    })
    expect(car.hotspots).toEqual([
      { view: 'exterior', frame: 1, x: 62.5, y: 40, title: 'LED headlights', description: 'Automatic high beam.' },
      { view: 'interior', frame: null, x: 50, y: 50, title: '9-inch touchscreen', description: null },
    ])
  })

  it('reads spin and video lists from |-separated text, and hotspots from the JSON text a CSV cell holds', () => {
    const car = accepted(
      feedRow({
        spin_images: '/spins/0.jpg | /spins/1.jpg|/spins/2.jpg',
        walkaround_videos: '/videos/1.mp4|/videos/2.mp4',
        hotspots: '[{"view":"Exterior","frame":"2","x":"10","y":"90.5","title":"Tow bar","description":""}]',
      }),
    )
    expect(car.spin_images).toEqual(['/spins/0.jpg', '/spins/1.jpg', '/spins/2.jpg'])
    expect(car.walkaround_videos).toEqual(['/videos/1.mp4', '/videos/2.mp4'])
    expect(car.hotspots).toEqual([{ view: 'exterior', frame: 2, x: 10, y: 90.5, title: 'Tow bar', description: null }])
  })

  it('reads the text a CSV cell holds: numbers, yes/no flags, |-separated lists, codes in any case', () => {
    const car = accepted(
      feedRow({
        id: '700001',
        price: '48990.50',
        km: ' 52300 ',
        reserved: 'Yes',
        certified: 'n',
        show_on_dealer_website: '0',
        status: 'COMING_SOON',
        car_type: 'Demo',
        simple_transmission: 'manual',
        location: { id: '11', name: 'Test', city: 'Darwin', state: 'nt', postcode: 800 },
        images: 'https://a.example/1.jpg | /demo-photos/ute/ffffff/0.svg|',
        standardEquipment: 'Tow bar|Sat nav',
        vin: 'jtfab1234567890ab',
        sold_date_timestamp: '',
        stocknum: 7001,
      }),
    )
    expect(car).toMatchObject({ id: 700_001, price: 48_990.5, km: 52_300, reserved: true, certified: false, show_on_dealer_website: false })
    expect(car).toMatchObject({
      status: 'coming_soon',
      car_type: 'demo',
      simple_transmission: 'Manual',
      vin: 'JTFAB1234567890AB',
      sold_date_timestamp: null,
      stocknum: '7001',
    })
    // An NT postcode sent as a number gets its leading zero back.
    expect(car.location).toMatchObject({ id: 11, state: 'NT', postcode: '0800' })
    expect(car.images).toEqual(['https://a.example/1.jpg', '/demo-photos/ute/ffffff/0.svg'])
    expect(car.standardEquipment).toEqual(['Tow bar', 'Sat nav'])
  })

  it.each([
    ['a required field is missing', { make: undefined }, { field: 'make', problem: 'is required' }],
    ['a required field is blank', { model: '  ' }, { field: 'model', problem: 'must not be empty' }],
    ['a number is not a plain number', { price: '$34,990' }, { field: 'price', problem: 'expected a number, got "$34,990"' }],
    ['a whole number has a fraction', { km: 12.5 }, { field: 'km', problem: 'must be a whole number' }],
    ['a number is out of range', { year: 1850 }, { field: 'year', problem: 'must be at least 1900, got 1850' }],
    [
      'a code is unknown, quoted as sent',
      { status: 'Sold Pending' },
      { field: 'status', problem: 'expected one of in_stock, sold, coming_soon, others; got "Sold Pending"' },
    ],
    ['a flag is not yes or no', { reserved: 'maybe' }, { field: 'reserved', problem: 'expected true or false (or yes/no, y/n, 1/0), got "maybe"' }],
    [
      'the listing time has no time zone',
      { created_at: '2026-10-20 09:00' },
      { field: 'created_at', problem: 'expected a date and time with a time zone, such as 2026-10-30T09:00:00+10:00, got "2026-10-20 09:00"' },
    ],
    ['a date is not YYYY-MM-DD', { rego_expiry: '31/03/2027' }, { field: 'rego_expiry', problem: 'expected a date as YYYY-MM-DD, got "31/03/2027"' }],
    [
      'the sold time is in milliseconds',
      { sold_date_timestamp: 1_793_000_000_000 },
      { field: 'sold_date_timestamp', problem: 'expected Unix seconds (such as 1793000000), got 1793000000000, which looks like milliseconds' },
    ],
    ['the VIN has an O', { vin: 'JTFAB1234567890AO' }, { field: 'vin', problem: 'expected 17 letters and digits, without I, O or Q, got "JTFAB1234567890AO"' }],
    [
      'a nested field is wrong',
      { location: { id: 11, name: 'Test', city: 'Cleveland', state: 'Queensland' } },
      { field: 'location.state', problem: 'expected one of ACT, NSW, NT, QLD, SA, TAS, VIC, WA; got "Queensland"' },
    ],
    ['the nested object is missing', { location: undefined }, { field: 'location', problem: 'is required' }],
    [
      'one photo address is not a URL',
      { images: ['https://a.example/1.jpg', 'photo2.jpg'] },
      { field: 'images item 2', problem: 'expected an http(s) address or a path starting with /, got "photo2.jpg"' },
    ],
    ['the photos are missing', { images: undefined }, { field: 'images', problem: 'is required' }],
    ['the photo list is empty', { images: [] }, { field: 'images', problem: 'expected at least one photo address' }],
    ['a slug has capitals', { slug: 'My-Car' }, { field: 'slug', problem: 'expected lower-case letters and digits joined by hyphens, got "My-Car"' }],
    ['a variant figure is text', { variant: { cylinders: 'six' } }, { field: 'variant.cylinders', problem: 'expected a number, got "six"' }],
    [
      'a spin frame address is not a URL',
      { spin_images: '/spins/0.jpg|spin1.jpg' },
      { field: 'spin_images item 2', problem: 'expected an http(s) address or a path starting with /, got "spin1.jpg"' },
    ],
    [
      'the external video is not a URL',
      { external_video_url: 'youtube abc' },
      { field: 'external_video_url', problem: 'expected an http(s) address or a path starting with /, got "youtube abc"' },
    ],
    [
      'the hotspots are not JSON',
      { hotspots: 'LED headlights at the front' },
      { field: 'hotspots', problem: 'expected a JSON list of hotspots, got "LED headlights at the front"' },
    ],
    [
      'the hotspots are one object, not a list',
      { hotspots: { view: 'interior', x: 1, y: 1, title: 'Seats' } },
      { field: 'hotspots', problem: 'expected a JSON list of hotspots, got an object' },
    ],
    [
      'a hotspot is off the image',
      { hotspots: [{ view: 'interior', x: 140, y: 50, title: 'Seats' }] },
      { field: 'hotspots item 1.x', problem: 'must be at most 100, got 140' },
    ],
    [
      'a hotspot view is unknown',
      { hotspots: [{ view: 'roof', x: 1, y: 1, title: 'Sunroof' }] },
      { field: 'hotspots item 1.view', problem: 'expected one of exterior, interior; got "roof"' },
    ],
    ['a hotspot has no title', { hotspots: [{ view: 'interior', x: 1, y: 1 }] }, { field: 'hotspots item 1.title', problem: 'is required' }],
    [
      'an exterior hotspot is on a frame the spin lacks',
      { spin_images: ['/s/0.jpg', '/s/1.jpg'], hotspots: [{ view: 'exterior', frame: 2, x: 1, y: 1, title: 'Wheels' }] },
      { field: 'hotspots item 1.frame', problem: 'expected an index into spin_images, from 0 to 1, got 2' },
    ],
    [
      'an exterior hotspot is on a spin the car lacks',
      { hotspots: [{ view: 'exterior', frame: 0, x: 1, y: 1, title: 'Wheels' }] },
      { field: 'hotspots item 1.frame', problem: 'expected an index into spin_images, got 0, but there are no spin_images' },
    ],
    [
      'an exterior hotspot has no frame',
      { spin_images: ['/s/0.jpg'], hotspots: [{ view: 'exterior', x: 1, y: 1, title: 'Wheels' }] },
      { field: 'hotspots item 1.frame', problem: 'is required for an exterior hotspot (an index into spin_images, from 0)' },
    ],
    [
      'an interior hotspot has a frame',
      { spin_images: ['/s/0.jpg'], hotspots: [{ view: 'interior', frame: 0, x: 1, y: 1, title: 'Seats' }] },
      { field: 'hotspots item 1.frame', problem: 'must be left out for an interior hotspot, got 0' },
    ],
  ])('rejects a row when %s, naming the field and the problem', (_, overrides, expected) => {
    expect(problemsOf(feedRow(overrides))).toEqual([expected])
  })

  it('reports every problem of a row at once', () => {
    expect(problemsOf(feedRow({ price: 'POA', km: -1, location: { id: 11, name: 'Test', state: 'QLD' } })).map((problem) => problem.field)).toEqual([
      'price',
      'km',
      'location.city',
    ])
    // The hotspots' frames are checked against the spin too when other fields are wrong; not when the spin itself is.
    const spotOnFrame = (frame: number) => [{ view: 'exterior', frame, x: 1, y: 1, title: 'Wheels' }]
    expect(problemsOf(feedRow({ price: 'POA', spin_images: ['/s/0.jpg'], hotspots: spotOnFrame(3) })).map((problem) => problem.field)).toEqual([
      'price',
      'hotspots item 1.frame',
    ])
    expect(problemsOf(feedRow({ spin_images: ['s0.jpg'], hotspots: spotOnFrame(3) })).map((problem) => problem.field)).toEqual(['spin_images item 1'])
  })

  it('rejects a row that is not an object as a whole', () => {
    expect(problemsOf('a car')).toEqual([{ field: null, problem: 'expected an object, got "a car"' }])
  })
})
