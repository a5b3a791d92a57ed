import { beforeAll, describe, expect, it } from 'vitest'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import { stockIndexName } from '@dealer/stock/index-schema'
import { siteRequest } from './helpers/site-request'

/**
 * The header's search box (issue 47) against the real stack: `/search?q=<sentence>` answers 303 to the listing the
 * sentence means, and every car that listing shows has what the sentence asked for, read from the site's own index.
 */

const SITE = 'bayside-toyota'

interface IndexedCar {
  path: string
  make: string
  model: string
  colour: string
  simple_body: string
  simple_fuel: string
  simple_transmission: string
  simple_drive: string
  car_type: string
  selling_price: number
  km: number
  year: number
}

type Wanted = (car: IndexedCar) => boolean

/** [the sentence, the listing it means, what each car of it has]. */
const SENTENCES: Array<[string, string, Wanted]> = [
  ['white toyota auto', '/search/toyota?simple_transmission=Automatic&colour=Glacier+White', (car) => car.make === 'Toyota' && car.colour === 'Glacier White'],
  ['hilux', '/search/toyota/hilux', (car) => car.make === 'Toyota' && car.model === 'HiLux'],
  ['Toyota Corolla', '/search/toyota/corolla', (car) => car.model === 'Corolla'],
  ['corola', '/search/toyota/corolla', (car) => car.model === 'Corolla'],
  ['toyta', '/search/toyota', (car) => car.make === 'Toyota'],
  ['camry hybrid', '/search/toyota/camry?simple_fuel=Hybrid', (car) => car.model === 'Camry' && car.simple_fuel === 'Hybrid'],
  ['rav 4', '/search/toyota/rav4', (car) => car.model === 'RAV4'],
  ['used toyota', '/search/toyota?car_type=used', (car) => car.make === 'Toyota' && car.car_type === 'used'],
  ['new toyota', '/search/toyota?car_type=new', (car) => car.make === 'Toyota' && car.car_type === 'new'],
  ['suv', '/search/suv', (car) => car.simple_body === 'SUV'],
  ['hybrid suv', '/search/new-used-and-demo-cars?simple_body=SUV&simple_fuel=Hybrid', (car) => car.simple_body === 'SUV' && car.simple_fuel === 'Hybrid'],
  ['diesel ute', '/search/new-used-and-demo-cars?simple_body=Ute&simple_fuel=Diesel', (car) => car.simple_body === 'Ute' && car.simple_fuel === 'Diesel'],
  ['4x4', '/search/new-used-and-demo-cars?simple_drive=4WD', (car) => car.simple_drive === '4WD'],
  ['awd suv', '/search/new-used-and-demo-cars?simple_body=SUV&simple_drive=AWD', (car) => car.simple_body === 'SUV' && car.simple_drive === 'AWD'],
  ['automatic sedan', '/search/new-used-and-demo-cars?simple_body=Sedan&simple_transmission=Automatic', (car) => car.simple_body === 'Sedan'],
  ['under 40k', '/search/new-used-and-demo-cars?price=-40000', (car) => car.selling_price <= 40_000],
  ['over $50,000', '/search/new-used-and-demo-cars?price=50000-', (car) => car.selling_price >= 50_000],
  ['around 40k', '/search/new-used-and-demo-cars?price=36000-44000', (car) => car.selling_price >= 36_000 && car.selling_price <= 44_000],
  ['toyota 2022+', '/search/toyota?year=2022-', (car) => car.make === 'Toyota' && car.year >= 2022],
  ['low km corolla', '/search/toyota/corolla?km=-50000', (car) => car.model === 'Corolla' && car.km <= 50_000],
]

const cars = new Map<string, IndexedCar>()

beforeAll(async () => {
  const { client } = adminSearchClient()
  await client.browseObjects<IndexedCar>({
    indexName: stockIndexName(SITE),
    browseParams: { hitsPerPage: 1000 },
    aggregator: (response) => {
      for (const car of response.hits) cars.set(car.path, car)
    },
  })
})

describe('/search?q=', () => {
  it.each(SENTENCES)('takes “%s” to %s, whose cars all have it', async (sentence, location, wanted) => {
    const answer = await siteRequest(SITE, `/search?q=${encodeURIComponent(sentence)}`)
    expect(answer.status).toBe(303)
    expect(answer.headers.location).toBe(location)

    const page = await siteRequest(SITE, location)
    expect(page.status).toBe(200)
    const shown = [...new Set([...page.text.matchAll(/href="(\/cars\/[^"/?]+)"/g)].map((match) => match[1]!))]
    expect(shown.length, 'the listing shows cars').toBeGreaterThan(0)
    for (const path of shown) {
      const car = cars.get(path)
      expect(car, path).toBeDefined()
      expect(wanted(car!), `${path}: ${JSON.stringify(car)}`).toBe(true)
    }
  })

  it('reads the issue’s own sentence, and keeps what it could not place as the text search; an empty box lists every car', async () => {
    const example = await siteRequest(SITE, `/search?q=${encodeURIComponent('white hilux under 40k auto')}`)
    expect(example.headers.location).toBe('/search/toyota/hilux?simple_transmission=Automatic&colour=Glacier+White&price=-40000')
    const words = await siteRequest(SITE, `/search?q=${encodeURIComponent('hilux with bull bar')}`)
    expect(words.headers.location).toBe('/search/toyota/hilux?query=bull+bar')
    const empty = await siteRequest(SITE, '/search?q=')
    expect(empty.status).toBe(303)
    expect(empty.headers.location).toBe('/search/new-used-and-demo-cars')
  })
})
