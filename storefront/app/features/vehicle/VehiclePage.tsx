import { CarTagLabel } from '@dealer/blocks/ui/CarTagLabel'
import { carPath } from '@dealer/stock/car-summary'
import { carTypeLabel, formatKm } from '@dealer/stock/format'
import { lazy } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { Breadcrumbs } from '../../ui/Breadcrumbs'
import { CarLeadActions } from '../leads/CarLeadActions'
import { GetPreApproved } from '../finance/GetPreApproved'
import { WatchlistButton } from '../account/WatchlistButton'
import { NotFoundMessage } from '../../ui/NotFoundMessage'
import { CallBox } from './CallBox'
import { shownCallBox } from './call-box'
import { CarViewCount } from './CarViewCount'
import { RecordCarView } from '../saved-cars/RecordCarView'
import { SavedCarButtons } from '../saved-cars/SavedCarButtons'
import { Gallery } from './Gallery'
import { HydrateWhenLoaded, HydrateWhenVisible, LazyWhenVisible } from '@dealer/blocks/ui/near-viewport'
import { MoreFromDealer } from './MoreFromDealer'
import { ShareButton } from './ShareButton'
import { PrintLink } from './PrintLink'
import { StickyCarBars } from './StickyCarBars'
import { TradeInFaq } from '../trade-in/TradeInFaq'
import { ALL_STOCK_PATH } from '../search/stock-paths'
import { formatRepayment } from '@dealer/stock/repayment'
import { isEmbeddableVideo } from './gallery'
import { KEY_INFO_INITIAL, SPECS_INITIAL } from '@dealer/stock/specs'
import { jsonLdText } from './structured-data'
import { BelowMarketBadge } from '@dealer/blocks/ui/BelowMarketBadge'
import { carBreadcrumbLabel } from './car-heading'
import { HistoryReportLink } from './HistoryReportLink'
import type { CalculatorAnswers, CarRouteData, VehiclePageData } from './vehicle-page.server'
import { FactList } from '../../ui/FactList'
import { WarrantyPromo } from './WarrantyPromo'

// Below the fold, or opened on demand: their code loads after the page's own.
const SpinViewer = lazy(() => import('./SpinViewer'))
const FinanceCalculator = lazy(() => import('./FinanceCalculator'))
const DeliveryCalculator = lazy(() => import('./DeliveryCalculator'))
const PriceGauge = lazy(() => import('./PriceGauge'))
const VehicleLocation = lazy(() => import('./VehicleLocation'))
const FootBlocks = lazy(() => import('./FootBlocks'))
// Server-rendered in full, but their code loads only when scrolled near (HydrateWhenVisible), off the first load.
const SpecList = lazy(() => import('./SpecList').then(({ SpecList }) => ({ default: SpecList })))
const DealerComments = lazy(() => import('./DealerComments').then(({ DealerComments }) => ({ default: DealerComments })))
const FuelCalculator = lazy(() => import('./FuelCalculator').then(({ FuelCalculator }) => ({ default: FuelCalculator })))
const LocatedAtBanner = lazy(() => import('./LocatedAtBanner').then(({ LocatedAtBanner }) => ({ default: LocatedAtBanner })))
const SimilarCars = lazy(() => import('./SimilarCars'))
const CarPosts = lazy(() => import('../blog/CarPosts').then(({ CarPosts }) => ({ default: CarPosts })))
const CaravanSpecifications = lazy(() => import('./CarDetailsExtras').then(({ CaravanSpecifications }) => ({ default: CaravanSpecifications })))
const ExternalVideoLink = lazy(() => import('./CarDetailsExtras').then(({ ExternalVideoLink }) => ({ default: ExternalVideoLink })))
const LenderInfoList = lazy(() => import('./CarDetailsExtras').then(({ LenderInfoList }) => ({ default: LenderInfoList })))
const MissingCar = lazy(() => import('./MissingCar'))

/** The vehicle page (spec 000 §2), or the soft landing for a car that has left the stock. */
export function VehiclePage({ loaderData }: { loaderData: CarRouteData }) {
  if (loaderData.kind === 'missing') {
    return (
      <HydrateWhenLoaded>
        <MissingCar landing={loaderData.landing} />
      </HydrateWhenLoaded>
    )
  }
  return <CarPage page={loaderData.page} calculators={loaderData.calculators} />
}

function CarHead({ page }: { page: VehiclePageData }) {
  const { car, siteName } = page
  const price = car.display.price.text
  const title = `${car.name} – ${price} | ${siteName}`
  const description = `${carTypeLabel(car.car_type)} ${car.name}${car.km ? `, ${formatKm(car.km)}` : ''}, ${[car.simple_transmission, car.simple_body].filter(Boolean).join(' ')}, stock #${car.stocknum} at ${car.location.name}, ${car.location.city} ${car.location.state}. ${price}.`
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={page.canonicalUrl} />
      <meta property="og:type" content="product" />
      <meta property="og:title" content={`${car.name} – ${price}`} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={page.canonicalUrl} />
      <meta property="og:site_name" content={siteName} />
      {page.imageUrl ? <meta property="og:image" content={page.imageUrl} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(page.structuredData) }} />
    </>
  )
}

function CarPage({ page, calculators }: { page: VehiclePageData; calculators: CalculatorAnswers }) {
  const { car, available, leadForms, finance } = page
  // One rule for the sidebar and the phone's action bar (call-box.ts): no call box for a sold car.
  const callBox = shownCallBox(page.callBox, available)
  const { tag, price } = car.display
  const path = carPath(car)
  const heading = [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ')
  const leadCar = { objectID: car.objectID, slug: car.slug, name: car.name, distributionLocations: car.location.distribution_locations ?? [] }
  // Worked out on the server (vehicle-page.server.ts): the labels and formats stay out of the page's JavaScript.
  const { keyInfo, specs, usedFacts } = page.specifications
  // The finance offer's weekly amount when the car has one, so the sidebar and the finance block agree.
  const weekly = finance.offer?.weekly ?? car.weekly_price
  const externalVideo = car.external_video_url && isEmbeddableVideo(car.external_video_url) ? car.external_video_url : null
  return (
    <article className="car-page">
      <CarHead page={page} />
      <Breadcrumbs trail={[{ label: 'Home', href: '/' }, { label: 'Cars', href: ALL_STOCK_PATH }, { label: carBreadcrumbLabel(car) }]} />
      <div className="car-page__layout">
        <div className="car-page__media">
          <Gallery
            carName={car.name}
            images={car.images}
            videoUrl={car.video_url}
            videoPosition={page.media.videoPosition}
            inStock={car.status === 'in_stock'}
          />
        </div>
        {/* In view, but hydrated in a task after the gallery's: no one task hydrates the whole page. */}
        <HydrateWhenVisible>
          <aside className="car-page__sidebar" aria-labelledby="car-title">
            {tag?.kind === 'sold' ? <p className="car-page__status">{tag.label}</p> : tag ? <CarTagLabel tag={tag} className="car-card__tag" /> : null}
            <h1 id="car-title">{car.name}</h1>
            <p className="car-page__subtitle">{[heading === car.name ? null : heading, car.series, `Stock #${car.stocknum}`].filter(Boolean).join(' · ')}</p>
            <p className="car-page__price">
              {price.text}
              {price.kind === 'price' && price.priceType ? <span className="car-card__price-type"> {price.priceType}</span> : null}
            </p>
            {price.kind === 'price' && price.was ? <p className="car-page__was-price">Was {price.was}</p> : null}
            {car.display.belowMarket ? <BelowMarketBadge className="below-market-badge--page" /> : null}
            {page.warranty ? <WarrantyPromo promo={page.warranty} /> : null}
            {available && price.kind === 'price' && weekly ? (
              <p className="car-page__weekly">
                <a href="#finance-calculator">
                  From {formatRepayment(weekly, finance.rounding)}/week<span aria-hidden="true">*</span>
                  <span className="visually-hidden"> – see the finance calculator</span>
                </a>
              </p>
            ) : null}
            <p className="car-page__location">
              <a href="#vehicle-map">
                {car.location.name}, {car.location.city} {car.location.state}
              </a>
            </p>
            <MoreFromDealer dealershipSlug={car.dealership_slug} dealershipName={car.dealership_name} />
            <CarViewCount carPath={path} />
            {available ? null : <p className="car-page__sold">Unfortunately this {car.make ? `${car.make} ${car.model ?? ''}`.trim() : 'car'} recently sold</p>}
            {/* One filled button (Reserve where offered, else the enquiry), the rest an equal-width group. */}
            <div className="car-page__actions">
              {page.reserve ? (
                <a className="button button--primary" href={page.reserve.href}>
                  {page.reserve.label}
                </a>
              ) : null}
              <CarLeadActions
                car={leadCar}
                available={available}
                enquiryTitle={leadForms.enquiryTitle}
                terms={leadForms.terms}
                variant="page"
                instantMessageHref={page.instantMessageHref}
                enquiryPrimary={!page.reserve}
              />
              {page.tradeIn.href ? (
                <a className="button" href={page.tradeIn.href}>
                  Trade-in
                </a>
              ) : null}
            </div>
            {car.file ? <HistoryReportLink slug={car.slug} /> : null}
            <div className="car-page__contact">
              {callBox ? <CallBox phone={callBox} carId={car.objectID} /> : null}
              <ShareButton title={car.name} url={page.canonicalUrl} />
              <PrintLink slug={car.slug} />
              <WatchlistButton car={car} sold={!available} />
            </div>
            <SavedCarButtons car={{ ...car, hasImages: car.images.length > 0 }} />
            <RecordCarView car={viewedCar(car)} used={car.car_type === 'used'} />
          </aside>
        </HydrateWhenVisible>
      </div>

      {car.spin_images.length > 0 ? (
        // Only once on screen: its 36 frames and turning cost a phone more than the rest of the page.
        <LazyWhenVisible
          key={car.slug}
          className="car-page__spin spin-viewer-slot"
          ahead="0px"
          placeholder={<p className="car-page__spin-placeholder">Loading the 360° view…</p>}
        >
          <SpinViewer
            carName={car.name}
            spinImages={car.spin_images}
            interiorImage={car.spin_interior_image}
            walkaroundVideoUrl={car.walkaround_videos[0]?.video.url ?? null}
            galleryImages={car.images}
            hotspots={car.hotspots}
            defaultView={page.media.viewerDefault}
          />
        </LazyWhenVisible>
      ) : null}

      {/* Below the fold: server-rendered in full, hydrated (and its code loaded) when scrolled near. */}
      <HydrateWhenVisible className="below-fold">
        <section className="vehicle-section" aria-labelledby="key-information">
          <h2 id="key-information">Key information</h2>
          <SpecList items={keyInfo} initial={KEY_INFO_INITIAL} className="spec-list--key" />
        </section>

        {usedFacts.length > 0 ? (
          <section className="vehicle-section" aria-labelledby="used-car">
            <h2 id="used-car">About this used car</h2>
            <FactList facts={usedFacts} />
          </section>
        ) : null}

        <CaravanSpecifications car={car} />

        <ExternalVideoLink url={car.external_video_url} carName={car.name} />

        {externalVideo ? (
          <section className="vehicle-section" aria-labelledby="car-video">
            <h2 id="car-video">Video</h2>
            <div className="vehicle-video">
              <iframe src={externalVideo} title={`${car.name}: video`} loading="lazy" allow="encrypted-media; picture-in-picture" allowFullScreen />
            </div>
          </section>
        ) : null}

        <section className="vehicle-section" aria-labelledby="dealer-comments">
          <h2 id="dealer-comments">Dealer comments</h2>
          <DealerComments comments={car.dealercomments} />
        </section>
      </HydrateWhenVisible>

      <HydrateWhenVisible className="below-fold vehicle-calculators">
        {page.fuel.shown ? (
          <FuelCalculator
            carPath={`/cars/${car.slug}`}
            consumption={car.variant?.fuelconsumptioncombined ?? null}
            pricePerLitre={page.fuel.pricePerLitre}
            weeklyKm={page.fuel.weeklyKm}
            defaultConsumption={page.fuel.defaultConsumption}
            asked={calculators.fuel}
          />
        ) : null}
        <DeliveryCalculator carPath={`/cars/${car.slug}`} asked={calculators.delivery} />
      </HydrateWhenVisible>

      <HydrateWhenVisible className="below-fold">
        <section className="vehicle-section" aria-labelledby="all-specifications">
          <h2 id="all-specifications">All specifications</h2>
          <SpecList items={specs} initial={SPECS_INITIAL} className="spec-list--all" />
          {car.standardEquipment.length > 0 ? (
            <details className="vehicle-equipment">
              <summary>Standard equipment ({car.standardEquipment.length})</summary>
              <ul>
                {car.standardEquipment.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </details>
          ) : null}
        </section>
      </HydrateWhenVisible>

      {available ? (
        // Hydrated with the page (its code loads just after): a slider moved before hydration would spring back.
        <section className="vehicle-section vehicle-finance" aria-labelledby="finance">
          <h2 id="finance">{finance.offer ? 'Finance Available For This Vehicle' : 'Finance'}</h2>
          {finance.offer ? (
            <p className="vehicle-finance__offer">
              From <strong>{formatRepayment(finance.offer.weekly, finance.rounding)} per week</strong> at {finance.offer.ratePercent}% p.a.
              {finance.offer.comparisonRate != null ? ` (comparison rate ${finance.offer.comparisonRate}% p.a.)` : ''}.{' '}
              <a href={finance.applyHref}>Get Finance Now</a>
            </p>
          ) : null}
          {finance.lenderInfo ? (
            <HydrateWhenVisible className="below-fold">
              <LenderInfoList info={finance.lenderInfo} />
            </HydrateWhenVisible>
          ) : null}
          {finance.offer ? <GetPreApproved {...page.preApproval} financeHref={finance.applyHref} /> : null}
          <HydrateWhenLoaded>
            <FinanceCalculator car={leadCar} finance={finance} enquiryTitle={leadForms.enquiryTitle} terms={leadForms.terms} />
          </HydrateWhenLoaded>
        </section>
      ) : null}

      {page.tradeIn.faqs.length > 0 ? (
        <div className="vehicle-section">
          <TradeInFaq faqs={page.tradeIn.faqs} />
        </div>
      ) : null}

      {price.kind === 'price' ? (
        <HydrateWhenVisible className="below-fold">
          <PriceGauge carPath={path} />
        </HydrateWhenVisible>
      ) : null}

      {page.disclaimer ? (
        <section className="vehicle-section vehicle-disclaimer" aria-labelledby="disclaimer">
          <h2 id="disclaimer">Disclaimer</h2>
          <p>{page.disclaimer}</p>
        </section>
      ) : null}

      <HydrateWhenVisible className="below-fold">
        <SimilarCars cars={page.similar} leadForms={leadForms} sold={!available} />
      </HydrateWhenVisible>

      {page.posts.length > 0 ? (
        <HydrateWhenVisible className="below-fold">
          <CarPosts posts={page.posts} make={car.make} />
        </HydrateWhenVisible>
      ) : null}

      <HydrateWhenVisible className="below-fold">
        {page.locatedAt ? <LocatedAtBanner city={page.locatedAt.city} directionsUrl={page.locatedAt.directionsUrl} /> : null}
        {page.location ? <VehicleLocation location={page.location} /> : null}
        {page.footBlocks.length > 0 ? <FootBlocks blocks={page.footBlocks} /> : null}
      </HydrateWhenVisible>

      <StickyCarBars
        car={leadCar}
        price={price.text}
        available={available}
        phone={callBox}
        enquiryTitle={leadForms.enquiryTitle}
        terms={leadForms.terms}
        reserve={page.reserve}
      />
    </article>
  )
}

/** Spec 001 §3's Viewed car, and what the Recently viewed strip shows of it. */
function viewedCar(car: VehiclePageData['car']) {
  const { objectID, stocknum, make, model, body, simple_body, slug, name, primary_image_url } = car
  return { id: objectID, stocknum, make, model, body, simple_body, slug, name, price_text: car.display.price.text, primary_image_url }
}

export function VehiclePageError() {
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
