import { listedCar, type CarSummary } from '@dealer/stock/car-summary'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import MissingCar from './MissingCar'

const LISTING = { justArrivedDays: 8, justArrivedTag: 'Just Arrived', soldTag: 'JUST SOLD', noPriceText: 'Enquire for price.', subscriptions: false }

function similarCar(objectID: string, name: string) {
  const summary: CarSummary = {
    objectID,
    slug: `${name.toLowerCase().replaceAll(' ', '-')}-${objectID}`,
    name,
    year: 2022,
    make: 'Toyota',
    model: 'LandCruiser',
    badge: 'GXL',
    car_type: 'used',
    status: 'in_stock',
    tag: null,
    reserved: false,
    price: 84990,
    price_type: 'Drive Away',
    km: 40000,
    simple_body: 'SUV',
    simple_transmission: 'Automatic',
    stocknum: `S${objectID}`,
    primary_image_url: '/demo-photos/suv/ffffff/0.svg',
    location_name: 'Outback Edge 4x4 Virginia',
  }
  return { ...summary, ...listedCar(summary, LISTING, new Date('2026-11-23T00:00:00Z')) }
}

/** The heading levels of some HTML, in document order. */
const headingLevels = (html: string) => [...html.matchAll(/<h([1-6])\b/g)].map(([, level]) => Number(level))

describe("the soft landing of a car that left the stock (issue 48: the Nu checker's h1 → h3)", () => {
  it('heads the similar cars one level under the page heading, skipping none', () => {
    const html = renderToStaticMarkup(
      <MissingCar
        landing={{
          status: 410,
          name: '2021 Toyota LandCruiser GXL',
          make: 'Toyota',
          model: 'LandCruiser',
          similar: [similarCar('1', '2022 Toyota LandCruiser GXL'), similarCar('2', '2020 Toyota LandCruiser VX')],
        }}
      />,
    )
    const levels = headingLevels(html)
    expect(levels).toEqual([1, 2, 2])
    // The cards keep their look: the level changes, the class that styles the title doesn't.
    expect(html).toContain('<h2 class="car-card__title">2022 Toyota LandCruiser GXL</h2>')
  })
})
