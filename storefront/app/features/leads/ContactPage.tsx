import { ContactForm } from './ContactForm'
import type { ContactPageData } from './contact-page.server'

/** /contact and /contact-us/{location}: the contact form beside the site's or the location's details. */
export function ContactPage({ page }: { page: ContactPageData }) {
  const { location, phone, rules, locations, dealerships, category, terms, siteName } = page
  return (
    <div className="contact-page">
      <h1 className="page-heading">{location ? `Contact ${location.name}` : 'Contact Us'}</h1>
      <div className="contact-page__layout">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">Send us an enquiry</h2>
          <p>Fields are required unless marked optional. We reply within one business day.</p>
          <ContactForm
            rules={rules}
            locations={locations}
            dealerships={dealerships}
            defaultCategory={category}
            defaultLocation={location?.id ?? null}
            terms={terms}
          />
        </section>
        <aside className="contact-page__details" aria-labelledby="contact-details-heading">
          <h2 id="contact-details-heading">{location?.name ?? siteName}</h2>
          {location ? (
            <address>
              {location.address.map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
          ) : null}
          {phone ? (
            <p>
              Call <a href={phone.href}>{phone.text}</a>
            </p>
          ) : null}
        </aside>
      </div>
    </div>
  )
}
