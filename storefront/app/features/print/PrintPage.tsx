import { DownloadPdfButton } from './DownloadPdfButton'
import type { PrintView } from './print-page.server'
import { FactList } from '../../ui/FactList'
import { ScriptButton } from '@dealer/blocks/ui/ScriptButton'

/**
 * The printable car (spec 001 §2, /print?car_id={slug}, opened in a new tab): photo, name, price as the car's page
 * shows it, key information, dealer comments, the location and a QR code to the car's page. Print styles leave out
 * the site's header, footer and these buttons. Rendered on the server; only the two buttons need JavaScript.
 */
export function PrintPage({ view }: { view: PrintView }) {
  const subtitle = [view.heading, view.series, `Stock #${view.stocknum}`].filter(Boolean).join(' · ')
  return (
    <article className="print-page" aria-labelledby="print-title">
      <title>{`Print: ${view.name} – ${view.price.text} | ${view.siteName}`}</title>
      <meta name="robots" content="noindex" />
      <link rel="canonical" href={view.canonicalUrl} />
      <div className="print-page__actions">
        <ScriptButton className="button" onClick={() => window.print()}>
          Print this page
        </ScriptButton>
        <DownloadPdfButton slug={view.slug} pdfPath={view.pdfPath} />
        <a className="button button--link" href={new URL(view.carUrl).pathname}>
          Back to the car
        </a>
      </div>
      <header className="print-page__header">
        <p className="print-page__site">{view.siteName}</p>
        <h1 id="print-title">{view.name}</h1>
        <p className="print-page__subtitle">{subtitle}</p>
        <p className="print-page__price">
          {view.price.text}
          {view.price.priceType ? <span className="car-card__price-type"> {view.price.priceType}</span> : null}
        </p>
        {view.price.was ? <p className="print-page__was">Was {view.price.was}</p> : null}
      </header>
      <div className="print-page__media">
        {view.photoUrl ? <img className="print-page__photo" src={view.photoUrl} alt={view.name} width={600} height={400} /> : null}
        <figure className="print-page__qr">
          <svg viewBox={`0 0 ${view.qr.size} ${view.qr.size}`} role="img" aria-label={`QR code of this car's page, ${view.carUrl}`} shapeRendering="crispEdges">
            <rect width={view.qr.size} height={view.qr.size} fill="#fff" />
            <path d={view.qr.path} fill="#000" />
          </svg>
          <figcaption>
            Scan to see this car online
            <br />
            {view.carUrl}
          </figcaption>
        </figure>
      </div>
      <section aria-labelledby="print-key-information">
        <h2 id="print-key-information">Key information</h2>
        <FactList facts={view.specs} />
      </section>
      <section aria-labelledby="print-dealer-comments">
        <h2 id="print-dealer-comments">Dealer comments</h2>
        {view.comments.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </section>
      <section aria-labelledby="print-location">
        <h2 id="print-location">Location</h2>
        <address>
          <strong>{view.location.name}</strong>
          {view.location.lines.map((line) => (
            <span key={line}>
              <br />
              {line}
            </span>
          ))}
          {view.location.phone ? (
            <>
              <br />
              Phone {view.location.phone}
            </>
          ) : null}
        </address>
      </section>
    </article>
  )
}
