import { lazy } from 'react'
import { HydrateWhenLoaded } from '@dealer/blocks/ui/near-viewport'
import type { ContactPageData } from './contact-page.server'

// The form's code loads after the page; until then the server's form posts as HTML (use-lead-form.ts).
const ContactForm = lazy(() => import('./ContactForm').then(({ ContactForm }) => ({ default: ContactForm })))

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
          <HydrateWhenLoaded>
            <ContactForm
              rules={rules}
              locations={locations}
              dealerships={dealerships}
              defaultCategory={category}
              defaultLocation={location?.id ?? null}
              terms={terms}
            />
          </HydrateWhenLoaded>
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
