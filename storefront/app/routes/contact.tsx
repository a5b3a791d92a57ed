import { addressLines } from '@dealer/blocks/locations-list/card'
import { displayPhone, phoneHref } from '@dealer/blocks/ui/phone'
import { ContactForm } from '../components/leads/ContactForm'
import { getSiteSettings } from '../lib/cms.server'
import { CONTACT_CATEGORIES, DEFAULT_CATEGORY, type ContactCategory } from '../lib/leads/lead-forms'
import { contactFormRules } from '../lib/leads/leads.server'
import { notFound, requireTenant } from '../lib/site.server'
import type { Route } from './+types/contact'

/** ?category=Careers%20Enquiry or ?category=careers preselects a category (the careers page links here). */
function categoryFrom(value: string | null): ContactCategory {
  const wanted = value?.trim().toLowerCase()
  if (!wanted) return DEFAULT_CATEGORY
  return CONTACT_CATEGORIES.find((category) => category.toLowerCase() === wanted || category.toLowerCase().split(' ')[0] === wanted) ?? DEFAULT_CATEGORY
}

/** /contact and /contact-us/{location}: the full contact form (spec 001 §3), on a location's page preset to it. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const tenant = await requireTenant(request)
  const [{ rules, locations, dealerships }, settings] = await Promise.all([contactFormRules(tenant), getSiteSettings(tenant)])
  const location = params.location ? locations.find((candidate) => candidate.slug === params.location) : null
  if (params.location && !location) notFound('location')
  const phone = location?.contact?.phone ?? tenant.phone ?? null
  return {
    siteName: tenant.name,
    rules,
    locations: locations.map(({ id, name }) => ({ id, name })),
    dealerships,
    location: location ? { id: location.id, name: location.name, address: addressLines(location.address) } : null,
    phone: phone ? { text: displayPhone(phone), href: phoneHref(phone) } : null,
    category: categoryFrom(new URL(request.url).searchParams.get('category')),
    terms: settings?.forms?.termsText?.trim() || null,
  }
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: 'Contact us' }]
  const where = data.location?.name ?? data.siteName
  return [{ title: `Contact ${where} | ${data.siteName}` }, { name: 'description', content: `Send ${where} an enquiry: sales, service, parts, finance or careers. We reply within one business day.` }]
}

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { location, phone, rules, locations, dealerships, category, terms, siteName } = loaderData
  return (
    <div className="contact-page">
      <h1 className="page-heading">{location ? `Contact ${location.name}` : 'Contact Us'}</h1>
      <div className="contact-page__layout">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">Send us an enquiry</h2>
          <p>Fields are required unless marked optional. We reply within one business day.</p>
          <ContactForm rules={rules} locations={locations} dealerships={dealerships} defaultCategory={category} defaultLocation={location?.id ?? null} terms={terms} />
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
