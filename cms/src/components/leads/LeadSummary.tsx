import { worksOn } from '../../access/roles'
import type { UIFieldServerProps } from 'payload'
import type { ReactNode } from 'react'
import { timeZoneOf } from '../../insights/queries'
import { carThumbnail, siteOfLead } from '../../leads/inbox/car-photo'
import { displayPhone, phoneHref } from '@dealer/blocks/ui/phone'
import { campaignParams, dateTimeText, mailtoHref, priceText } from '../../leads/inbox/display'
import { responseTargetMinutes } from '../../leads/inbox/response-target'
import { tenantIdOf } from '../../lib/tenant-id'
import { LeadStatusActions } from './LeadStatusActions'

interface LeadData {
  tenant?: number | { id: number } | null
  name?: string | null
  lastName?: string | null
  email?: string | null
  phone?: string | null
  postcode?: string | null
  message?: string | null
  category?: string | null
  subcategory?: string | null
  createdAt?: string | null
  deliveryStatus?: string | null
  car?: { name?: string | null; stocknum?: string | null; stockId?: string | null; slug?: string | null; price?: number | null; carType?: string | null } | null
  url?: string | null
  visitedPages?: unknown
  referrerDomain?: string | null
  trafficSource?: string | null
  trafficSourceName?: string | null
  linkedQueryParams?: unknown
}

const DELIVERY: Record<string, string> = {
  pending: 'Sending to the dealership',
  delivered: 'Delivered to the dealership',
  failed: 'Delivery failed: see Deliveries below for why. It is tried again.',
  'no-destination': 'Not sent anywhere: the dealership has no email or CRM set (Dealerships).',
}
const TRAFFIC: Record<string, string> = { campaign: 'Campaign', referral: 'Another site', direct: 'Direct (typed in, a bookmark or an app)' }

const card = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '0.75rem 1rem', display: 'grid', gap: '0.5rem', alignContent: 'start' }

/**
 * Above a lead's form: the car, the shopper with links to call and email them, the visit that led to the lead, what
 * happened to its delivery, and the status buttons. Everything here is read from the lead as stored.
 */
export async function LeadSummary({ data, id, payload, req }: UIFieldServerProps) {
  if (id == null) return null
  const lead = (data ?? {}) as LeadData
  const tenant = tenantIdOf(lead)
  // The form's data names the site: its lookups (run with the server's access) are only for that site's own staff.
  if (!worksOn(req.user as never, tenant)) return null
  const [site, targetMinutes, timeZone] = await Promise.all([
    tenant == null ? null : siteOfLead(payload, tenant),
    responseTargetMinutes(payload, tenant),
    tenant == null ? 'Australia/Brisbane' : timeZoneOf(payload.db.drizzle, [Number(tenant)]),
  ])
  const car = lead.car?.stocknum ? lead.car : null
  const photo = car?.stockId && tenant != null ? await carThumbnail(payload, tenant, car.stockId) : null
  const name = [lead.name, lead.lastName].filter(Boolean).join(' ')
  const tel = lead.phone ? phoneHref(lead.phone) : null
  const mailto = mailtoHref(lead.email)
  const received = dateTimeText(lead.createdAt, timeZone)
  const pages = Array.isArray(lead.visitedPages) ? lead.visitedPages.filter((page): page is string => typeof page === 'string') : []
  const campaign = campaignParams(lead.linkedQueryParams)

  return (
    <section id="lead-summary" aria-labelledby="lead-summary-heading" style={{ display: 'grid', gap: '1rem', marginBottom: '2rem' }}>
      <h2 id="lead-summary-heading" style={{ margin: 0 }}>
        {[lead.category, lead.subcategory].filter(Boolean).join(' · ') || 'Lead'} from {name || 'a shopper'}
      </h2>
      <LeadStatusActions createdAt={lead.createdAt ?? null} targetMinutes={targetMinutes} renderedAt={new Date().toISOString()} />
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', gap: '1rem' }}>
        <Card id="lead-car" title="Car">
          {car ? (
            <>
              {photo ? (
                <img
                  src={photo}
                  alt={car.name ?? 'The car'}
                  width={240}
                  height={180}
                  style={{ width: '100%', maxWidth: 240, height: 'auto', borderRadius: 3 }}
                />
              ) : null}
              <Details
                rows={[
                  ['Car', car.name],
                  ['Price', priceText(car.price)],
                  ['Stock number', car.stocknum],
                  ['Condition', car.carType ? car.carType[0].toUpperCase() + car.carType.slice(1) : null],
                ]}
              />
              {site?.origin && car.slug ? (
                <a href={`${site.origin}/cars/${encodeURIComponent(car.slug)}`} target="_blank" rel="noreferrer">
                  See the car on the website (opens in a new tab)
                </a>
              ) : null}
            </>
          ) : (
            <p style={{ margin: 0 }}>No car: a general enquiry.</p>
          )}
        </Card>
        <Card id="lead-shopper" title="Shopper">
          <Details
            rows={[
              ['Name', name],
              ['Mobile', tel ? <a href={tel}>Call {displayPhone(lead.phone!)}</a> : lead.phone],
              ['Email', mailto ? <a href={mailto}>Email {lead.email}</a> : lead.email],
              ['Postcode', lead.postcode],
              ['Received', received],
              ['Message', lead.message ? <span style={{ whiteSpace: 'pre-wrap' }}>{lead.message}</span> : null],
            ]}
          />
        </Card>
        <Card id="lead-visit" title="Visit">
          <Details
            rows={[
              ['Sent from', lead.url],
              ['Pages seen', pages.length > 0 ? pages.join(' → ') : null],
              ['Came from site', lead.referrerDomain || 'None'],
              [
                'Traffic source',
                lead.trafficSource
                  ? `${TRAFFIC[lead.trafficSource] ?? lead.trafficSource}${lead.trafficSourceName ? `: ${lead.trafficSourceName}` : ''}`
                  : null,
              ],
              ...campaign,
            ]}
          />
        </Card>
        <Card id="lead-delivery" title="Delivery">
          <p style={{ margin: 0 }}>{DELIVERY[lead.deliveryStatus ?? ''] ?? 'Not known yet'}</p>
        </Card>
      </div>
    </section>
  )
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} style={card}>
      <h3 id={`${id}-heading`} style={{ margin: 0, fontSize: '1rem' }}>
        {title}
      </h3>
      {children}
    </section>
  )
}

/** Label and value pairs; a row without a value is left out. */
function Details({ rows }: { rows: Array<[label: string, value: ReactNode]> }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '')
  return (
    <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.25rem 0.75rem' }}>
      {shown.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt style={{ fontWeight: 600 }}>{label}</dt>
          <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
