import type { CarSummary } from '@dealer/blocks/ui/car'
import { carTypeLabel, formatKm, formatPrice } from '@dealer/blocks/ui/format'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { Breadcrumbs } from '../components/Breadcrumbs'
import { CarLeadActions } from '../components/leads/CarLeadActions'
import { NotFoundMessage } from '../components/NotFoundMessage'
import { ALL_STOCK_PATH } from '../lib/search-state'
import { getSiteSettings } from '../lib/cms.server'
import { isAvailable } from '@dealer/seed/feed/visibility'
import { leadFormSettings } from '../lib/leads/lead-settings'
import { listedCars } from '../lib/listing.server'
import { findCarBySlug } from '../lib/search.server'
import { notFound, requireTenant } from '../lib/site.server'
import type { Route } from './+types/car'

/** The stock-record fields this page shows beyond a card's (spec 000 §3, Car). */
interface CarDetail extends CarSummary {
  series: string | null
  colour: string | null
  simple_fuel: string | null
  simple_drive: string | null
  engine_size_litres: number | null
  seats: number | null
  doors: number | null
  vin: string | null
  dealercomments: string | null
  images: Array<{ image: { url: string; thumb: { url: string } } }>
  location: { name: string; city: string; state: string } | null
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const tenant = await requireTenant(request)
  const car = await findCarBySlug<CarDetail>(tenant, params.slug)
  if (!car) notFound('car')
  const [[listed], settings] = await Promise.all([listedCars(tenant, [car]), getSiteSettings(tenant)])
  return { car: listed, siteName: tenant.name, leadForms: leadFormSettings(settings) }
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: 'Car not found' }]
  const { car, siteName } = data
  const price = formatPrice(car.price)
  return [
    { title: `${car.name}${price ? ` – ${price}` : ''} | ${siteName}` },
    { name: 'description', content: `${carTypeLabel(car.car_type)} ${car.name}, ${formatKm(car.km)}, stock #${car.stocknum} at ${siteName}.` },
  ]
}

function keySpecs(car: CarDetail): Array<[string, string]> {
  const specs: Array<[string, string | number | null | undefined]> = [
    ['Condition', carTypeLabel(car.car_type)],
    ['Odometer', formatKm(car.km)],
    ['Body', car.simple_body],
    ['Transmission', car.simple_transmission],
    ['Fuel', car.simple_fuel],
    ['Drive', car.simple_drive],
    ['Engine', car.engine_size_litres ? `${car.engine_size_litres.toFixed(1)} L` : null],
    ['Colour', car.colour],
    ['Seats', car.seats],
    ['Doors', car.doors],
    ['Stock number', car.stocknum],
    ['VIN', car.vin],
  ]
  return specs.flatMap(([label, value]) => (value == null || value === '' ? [] : [[label, String(value)]]))
}

export default function CarPage({ loaderData }: Route.ComponentProps) {
  const { car, leadForms } = loaderData
  const { tag, price } = car.display
  const available = isAvailable(car.status)
  const [first, ...rest] = car.images
  const heading = [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ')
  return (
    <article className="car-page">
      <Breadcrumbs trail={[{ label: 'Home', href: '/' }, { label: 'Cars', href: ALL_STOCK_PATH }, { label: heading }]} />
      <div className="car-page__layout">
        <div className="car-page__gallery">
          {first ? <img className="car-page__main-image" src={first.image.url} alt={`${car.name}, photo 1 of ${car.images.length}`} width={800} height={533} fetchPriority="high" /> : null}
          {rest.length > 0 ? (
            <ul className="car-page__thumbnails" aria-label="More photos">
              {rest.map((photo, index) => (
                <li key={photo.image.url}>
                  <img src={photo.image.thumb.url} alt={`${car.name}, photo ${index + 2} of ${car.images.length}`} width={200} height={133} loading="lazy" decoding="async" />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <aside className="car-page__sidebar" aria-labelledby="car-title">
          {tag ? <p className={tag.kind === 'sold' ? 'car-page__status' : `car-card__tag car-card__tag--${tag.tone}`}>{tag.label}</p> : null}
          <h1 id="car-title">{car.name}</h1>
          <p className="car-page__subtitle">{[heading, car.series].filter(Boolean).join(' · ')}</p>
          <p className="car-page__price">
            {price.text}
            {price.kind === 'price' && price.priceType ? <span className="car-card__price-type"> {price.priceType}</span> : null}
          </p>
          {price.kind === 'price' && price.was ? <p className="car-page__was-price">Was {price.was}</p> : null}
          <p>{formatKm(car.km)}</p>
          {car.location ? (
            <p>
              Located at {car.location.name}, {car.location.city} {car.location.state}
            </p>
          ) : null}
          {available ? null : <p className="car-page__sold">Unfortunately this {car.make ? `${car.make} ${car.model ?? ''}`.trim() : 'car'} recently sold</p>}
          <CarLeadActions car={car} available={available} enquiryTitle={leadForms.enquiryTitle} terms={leadForms.terms} variant="page" />
        </aside>
      </div>
      <section aria-labelledby="key-specs">
        <h2 id="key-specs">Key specifications</h2>
        <dl className="spec-list">
          {keySpecs(car).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="dealer-comments">
        <h2 id="dealer-comments">Dealer comments</h2>
        {car.dealercomments?.trim() ? (
          car.dealercomments.split('|').map((paragraph, index) => <p key={index}>{paragraph.trim()}</p>)
        ) : (
          <p>Dealer comments are pending. Please check back here later.</p>
        )}
      </section>
    </article>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <NotFoundMessage heading="This car is no longer listed">
        <p>It may have been sold or the link may be mistyped. We have plenty more like it.</p>
      </NotFoundMessage>
    )
  }
  throw error
}
