/**
 * What the storefront sends the CMS's intake (POST /api/leads/intake) once it has validated a shopper's form with its
 * zod schema: the CMS only checks the shape, the site and the credential. Shared as a type by both packages.
 */
export interface LeadIntakeCar {
  id: string
  slug: string
  stocknum: string
  name: string
  carType: string
  year: number | null
  make: string | null
  model: string | null
  vin: string | null
  price: number | null
  dealershipSlug: string | null
  locationName: string | null
}

export interface LeadIntakeLead {
  form: 'enquiry' | 'test-drive' | 'contact'
  category: string
  subcategory: string | null
  eventId: number
  name: string
  lastName: string
  email: string
  /** Local format, e.g. 0412345678. */
  phone: string
  postcode: string
  message: string | null
  rego: string | null
  /** ISO date-time of the chosen test-drive appointment. */
  bookingDate: string | null
  consent: boolean
  dealershipId: number | null
  locationId: number | null
  car: LeadIntakeCar | null
  url: string
  userAgent: string
  visitedPages: string[]
  linkedQueryParams: Record<string, string>
}

export interface LeadIntakeRequest {
  site: string
  /** Made by the shopper's browser for one submission; the same key within 24 hours answers with the same lead. */
  idempotencyKey: string
  lead: LeadIntakeLead
}

export interface LeadIntakeAnswer {
  lead_id: number
}

export interface AnalyticsEventRequest {
  site: string
  eventId: number
  name: string
  path: string | null
  carId: string | null
  leadId: number | null
}
