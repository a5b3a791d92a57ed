import { data } from 'react-router'
import { getSiteSettings } from '../../server/cms.server'
import { findCarBySlug } from '../../server/search.server'
import type { Tenant } from '../../server/tenant'
import type { AppointmentSlot } from './appointments'
import { carLeadKind, carLeadTitle } from './car-lead-kinds'
import type { DistributionChoice } from './lead-forms'
import { leadFormSettings } from './lead-settings'
import { testDriveSlots, type LeadCar } from './leads.server'

/**
 * /cars/{slug}/enquire?kind=…: one of a car's lead forms on a page of its own. It is where a car's enquiry buttons lead
 * without JavaScript (with it they open the same form in a dialog), and its action takes both. A test drive's step 2
 * is the same page with step 1's choice in the address (?step=2&bookingDate=…&distributionLocation=…).
 */
export async function loadCarEnquiryPage(tenant: Tenant, slug: string, url: URL) {
  const kind = carLeadKind(url.searchParams.get('kind') ?? 'enquire')
  if (!kind) throw data({ message: 'There is no such form.' }, { status: 404 })
  const [car, settings] = await Promise.all([findCarBySlug<LeadCar>(tenant, slug), getSiteSettings(tenant)])
  if (!car) throw data({ message: 'This car is no longer listed.' }, { status: 404 })
  const forms = leadFormSettings(settings)
  let slots: AppointmentSlot[] | null = null
  if (kind === 'test-drive') slots = await testDriveSlots(tenant, slug).catch(() => null)
  const distributionLocations: DistributionChoice[] = car.location?.distribution_locations ?? []
  return {
    kind,
    title: carLeadTitle(kind, forms.enquiryTitle),
    car: { slug: car.slug, name: car.name, distributionLocations },
    terms: forms.terms,
    slots,
    step: url.searchParams.get('step') === '2' ? (2 as const) : (1 as const),
    choice: { bookingDate: url.searchParams.get('bookingDate') ?? '', distributionLocation: url.searchParams.get('distributionLocation') ?? '' },
  }
}

export type CarEnquiryPageData = Awaited<ReturnType<typeof loadCarEnquiryPage>>
