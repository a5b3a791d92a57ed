/**
 * The vehicle page's schema.org description for search engines: a `Car` with its `Offer` and the `AutoDealer` selling
 * it. Pure: the page renders it as JSON-LD.
 */
import { sellingPrice } from '@dealer/stock/display'
import type { StockCar } from '@dealer/stock/car'
import { isAvailable } from '@dealer/stock/listing'

export interface DealerFacts {
  name: string
  phone: string | null
  /** The CMS location's address when the site has it, else the feed's. */
  address: { street: string; city: string; state: string; postcode: string } | null
  location: StockCar['location']
}

type Json = Record<string, unknown>

/** Fields with no value are left out rather than sent empty. */
function defined(object: Json): Json {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== null && value !== undefined && value !== ''))
}

/** Demonstrators are registered and driven, so schema.org's used condition describes them best. */
function itemCondition(carType: StockCar['car_type']): string {
  return carType === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition'
}

function availability(car: Pick<StockCar, 'status' | 'preorder'>): string {
  if (!isAvailable(car.status)) return 'https://schema.org/SoldOut'
  return car.status === 'coming_soon' || car.preorder ? 'https://schema.org/PreOrder' : 'https://schema.org/InStock'
}

export function carStructuredData(car: StockCar, context: { url: string; origin: string; dealer: DealerFacts }): Json {
  const { dealer } = context
  const address = dealer.address
    ? { streetAddress: dealer.address.street, addressLocality: dealer.address.city, addressRegion: dealer.address.state, postalCode: dealer.address.postcode }
    : {
        streetAddress: dealer.location.address,
        addressLocality: dealer.location.city,
        addressRegion: dealer.location.state,
        postalCode: dealer.location.postcode,
      }
  const seller = defined({
    '@type': 'AutoDealer',
    name: dealer.name,
    telephone: dealer.phone,
    address: defined({ '@type': 'PostalAddress', ...address, addressCountry: 'AU' }),
  })
  const offer = defined({
    '@type': 'Offer',
    url: context.url,
    priceCurrency: 'AUD',
    // A car shown as "Enquire for price" has no price to state; a reduced or trade-in offer price is the price asked.
    price: sellingPrice(car),
    availability: availability(car),
    itemCondition: itemCondition(car.car_type),
    seller,
  })
  return defined({
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: car.name,
    url: context.url,
    image: car.images.map((photo) => new URL(photo.image.url, context.origin).href),
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    sku: car.stocknum,
    vehicleIdentificationNumber: car.vin,
    color: car.colour,
    bodyType: car.simple_body,
    vehicleTransmission: car.simple_transmission,
    fuelType: car.simple_fuel,
    driveWheelConfiguration: car.drive,
    numberOfDoors: car.doors,
    seatingCapacity: car.seats,
    vehicleEngine: car.engine_size
      ? { '@type': 'EngineSpecification', engineDisplacement: { '@type': 'QuantitativeValue', value: car.engine_size, unitCode: 'CMQ' } }
      : null,
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' },
    itemCondition: itemCondition(car.car_type),
    description: car.dealercomments
      ? car.dealercomments
          .split('|')
          .map((part) => part.trim())
          .filter(Boolean)
          .join(' ')
      : null,
    offers: offer,
  })
}

/** The page's JSON-LD text; shared with the location pages (app/ui/json-ld.ts). */
export { jsonLdText } from '../../ui/json-ld'
