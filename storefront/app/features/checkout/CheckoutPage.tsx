import { Breadcrumbs } from '../../ui/Breadcrumbs'
import { CheckoutForm } from './CheckoutForm'
import type { CheckoutPageData } from './checkout-page.server'
import { SimilarCarLinks } from './SimilarCarLinks'

/** Reserve this car: what it is, the deposit and its terms, then the Pay step (or why it can't be reserved now). */
export function CheckoutPage({ data }: { data: CheckoutPageData }) {
  const { car } = data
  return (
    <article className="checkout-page" aria-labelledby="checkout-title">
      <title>{`Reserve the ${car.name}`}</title>
      <meta name="robots" content="noindex" />
      <Breadcrumbs trail={[{ label: 'Home', href: '/' }, { label: car.name, href: car.path }, { label: 'Reserve' }]} />
      <h1 id="checkout-title" className="page-heading">
        Reserve this car
      </h1>
      <div className="checkout-page__car">
        {car.image ? <img className="checkout-page__image" src={car.image} alt="" width={320} height={240} /> : null}
        <div>
          <p className="checkout-page__name">
            <a href={car.path}>{car.name}</a>
          </p>
          <p className="checkout-page__price">{car.price}</p>
        </div>
      </div>
      {data.unavailable ? (
        <>
          <p className="lead-form__alert" role="alert">
            {data.unavailable}
          </p>
          <SimilarCarLinks cars={data.similar} headingId="checkout-similar" />
        </>
      ) : (
        <>
          <dl className="checkout-page__deposit">
            <dt>Deposit</dt>
            <dd>{data.deposit}</dd>
          </dl>
          {data.terms ? (
            <section className="checkout-page__terms" aria-labelledby="checkout-terms">
              <h2 id="checkout-terms">Terms</h2>
              <p>{data.terms}</p>
            </section>
          ) : null}
          <CheckoutForm carId={car.id} deposit={data.deposit} customer={data.customer} signInHref={data.signInHref} />
        </>
      )}
    </article>
  )
}
