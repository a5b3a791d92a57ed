import { lazy, type ReactNode } from 'react'
import { LocationCardList } from '@dealer/blocks/locations-list/Component'
import { HydrateWhenLoaded } from '@dealer/blocks/ui/near-viewport'
import { CmsPageView } from '../pages/CmsPageView'
import type { BookTestDrivePageData, ContactUsPageData, EnquiryPageWords, PartsPageData, ServicePageData } from './enquiry-pages.server'

// The forms' code loads after the page rather than with it; the server's form is there at once and posts as HTML until then.
const BookTestDriveForm = lazy(() => import('../leads/BookTestDriveForm').then(({ BookTestDriveForm }) => ({ default: BookTestDriveForm })))
const ContactForm = lazy(() => import('../leads/ContactForm').then(({ ContactForm }) => ({ default: ContactForm })))
const DepartmentEnquiryForm = lazy(() => import('../leads/DepartmentEnquiryForm').then(({ DepartmentEnquiryForm }) => ({ default: DepartmentEnquiryForm })))

/** An enquiry page: its canonical address, the CMS page's blocks (or the default heading and intro), then the feature's part. */
function EnquiryPage({ words, className, children }: { words: EnquiryPageWords; className: string; children: ReactNode }) {
  return (
    <div className={`enquiry-page ${className}`}>
      <link rel="canonical" href={words.canonicalUrl} />
      <CmsPageView heading={words.heading} blocks={words.blocks} />
      {words.intro ? <p className="enquiry-page__intro">{words.intro}</p> : null}
      {children}
    </div>
  )
}

function FormSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section id={id} className="enquiry-page__form" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <p>Fields are required unless marked optional. We reply within one business day.</p>
      <HydrateWhenLoaded>{children}</HydrateWhenLoaded>
    </section>
  )
}

/** /service: the manufacturer's booking page first where the site has one, then the service enquiry. */
export function ServicePage({ data }: { data: ServicePageData }) {
  return (
    <EnquiryPage words={data} className="enquiry-page--service">
      {data.bookingLink ? (
        <section className="enquiry-page__booking" aria-labelledby="service-booking-heading">
          <h2 id="service-booking-heading">Book online</h2>
          <p>Choose a time for your service on the manufacturer’s booking page.</p>
          <a className="button button--primary enquiry-page__booking-link" href={data.bookingLink.href} target="_blank" rel="noopener">
            {data.bookingLink.label}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </section>
      ) : null}
      <FormSection id="service-form" heading={data.bookingLink ? 'Or send us a service enquiry' : 'Request a service'}>
        <DepartmentEnquiryForm department="service" rules={data.form.rules} locations={data.form.locations} terms={data.form.terms} />
      </FormSection>
    </EnquiryPage>
  )
}

/** /vehicle-parts-and-accessories: a parts enquiry. */
export function PartsPage({ data }: { data: PartsPageData }) {
  return (
    <EnquiryPage words={data} className="enquiry-page--parts">
      <FormSection id="parts-form" heading="Send a parts enquiry">
        <DepartmentEnquiryForm department="parts" rules={data.form.rules} locations={data.form.locations} terms={data.form.terms} />
      </FormSection>
    </EnquiryPage>
  )
}

/** /book-test-drive: the test-drive form without a car chosen. */
export function BookTestDrivePage({ data }: { data: BookTestDrivePageData }) {
  return (
    <EnquiryPage words={data} className="enquiry-page--test-drive">
      <FormSection id="test-drive-form" heading="Choose your car and a time">
        <BookTestDriveForm rules={data.form.rules} locations={data.form.locations} models={data.models} terms={data.form.terms} slots={data.slots} />
      </FormSection>
    </EnquiryPage>
  )
}

/** Bare /contact-us: every location's card, then the contact form. */
export function ContactUsPage({ data }: { data: ContactUsPageData }) {
  const { contact } = data
  return (
    <EnquiryPage words={data} className="enquiry-page--contact">
      {data.cards.length > 0 ? (
        <section className="block-locations" aria-labelledby="contact-locations-heading">
          <h2 id="contact-locations-heading" className="block-locations__heading">
            Our locations
          </h2>
          <LocationCardList cards={data.cards} />
        </section>
      ) : null}
      <FormSection id="contact-form" heading="Send us an enquiry">
        <ContactForm
          rules={contact.rules}
          locations={contact.locations}
          dealerships={contact.dealerships}
          defaultCategory={contact.category}
          terms={contact.terms}
        />
      </FormSection>
    </EnquiryPage>
  )
}
