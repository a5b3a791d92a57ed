import type { CollectionConfig, Field, FieldAccess } from 'payload'
import { vehiclePageBlocks } from '@dealer/blocks/configs'
import { tenantScopedAccess } from '../access/roles'
import { monthStart } from '../customers/codes'
import { SMS_REFUSAL_REASONS, type SmsRefusalReason } from '@dealer/cms-contract/customer-accounts'
import { VEHICLE_DISCLAIMER } from '@dealer/cms-contract/vehicle-disclaimer'
import { realProviderInProduction, siteProvidersEndpoint } from '../lib/simulators'
import { DEFAULT_MONTHLY_SMS_ALLOWANCE, smsRefusalsSince, smsSentSince } from '../customers/store'
import { tenantIdOf } from '../lib/tenant-id'
import { onePerSite } from '../lib/one-per-site'
import { siteChangeHooks } from '../lib/site-changes'
import { searchPageFields } from '../fields/search-page-settings'
import { isHttpsAddress, isSmsAddress } from '@dealer/cms-contract/outside-addresses'

/** An sms: number or an https:// chat address, or blank. */
function instantMessageAddress(value: string | null | undefined): true | string {
  const address = value?.trim() ?? ''
  if (address === '' || isSmsAddress(address) || isHttpsAddress(address)) return true
  return 'Enter an sms: number such as sms:+61412345678, or an https:// chat address.'
}

const flag = (name: string, defaultValue: boolean, description?: string): Field => ({
  name,
  type: 'checkbox',
  defaultValue,
  ...(description ? { admin: { description } } : {}),
})
const number = (name: string, defaultValue: number, extra: { min?: number; max?: number; description?: string } = {}): Field => ({
  name,
  type: 'number',
  defaultValue,
  ...(extra.min !== undefined ? { min: extra.min } : {}),
  ...(extra.max !== undefined ? { max: extra.max } : {}),
  ...(extra.description ? { admin: { description: extra.description } } : {}),
})
const range = (name: string, label: string, values: { default: number; min: number; max: number; step: number }): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    { type: 'row', fields: [number('default', values.default), number('min', values.min), number('max', values.max), number('step', values.step, { min: 0 })] },
  ],
})

/** A page shoppers are sent to from /service: a full https:// address (a shopper's browser opens it, never our server). */
function validateBookingUrl(value: unknown): true | string {
  if (value == null || value === '') return true
  const message = 'Give the booking page as a full https:// address, e.g. https://www.toyota.com.au/owners/service-booking.'
  return (typeof value === 'string' && isHttpsAddress(value.trim())) || message
}

/** Staff of the site only (anyone who can read the document and is signed in): the storefront has no use for these. */
const staffOnly: FieldAccess = ({ req }) => Boolean(req.user)

/** A figure staff read and nobody writes, computed for the site as it is read (never stored). */
function staffFigure(
  name: string,
  label: string,
  type: 'number' | 'text',
  description: string,
  compute: (db: Parameters<typeof smsSentSince>[0], tenant: number, since: Date, siblings: Record<string, unknown>) => Promise<unknown>,
): Field {
  return {
    name,
    label,
    type,
    virtual: true,
    access: { read: staffOnly, create: () => false, update: () => false },
    admin: { readOnly: true, description },
    hooks: {
      afterRead: [
        async ({ req, data, siblingData }) => {
          const tenant = tenantIdOf({ tenant: data?.tenant })
          if (!req.user || tenant === null) return undefined
          return compute(req.payload.db.drizzle, Number(tenant), monthStart(new Date()), siblingData ?? {})
        },
      ],
    },
  } as Field
}

const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' })

const REFUSAL_LABELS: Record<SmsRefusalReason, string> = {
  'phone-limit': 'the phone’s hourly limit',
  'network-limit': 'a network’s limit',
  'allowance-exhausted': 'the monthly allowance',
}

/**
 * The sign-in texts' allowance, what this calendar month has used of it and cost, and the sends refused at a limit
 * (issue 44: staff see an attack on their allowance as it happens).
 */
const smsSettings: Field = {
  name: 'sms',
  label: 'Text messages (sign-in codes and alerts)',
  type: 'group',
  admin: { description: 'Shoppers sign in with a code texted to their mobile. Each text is charged by the SMS provider.' },
  // Each field is the site's staff's to read: shoppers (and the storefront, which reads settings anonymously) see neither.
  fields: [
    {
      type: 'row',
      fields: [
        {
          ...number('monthlyAllowance', DEFAULT_MONTHLY_SMS_ALLOWANCE, {
            min: 0,
            description:
              'Texts this site may send per calendar month (Brisbane time): sign-in codes beyond it are refused, and shoppers’ alerts stop at 80% of it, keeping the rest for sign-in codes.',
          }),
          access: { read: staffOnly },
        } as Field,
        {
          name: 'pricePerText',
          label: 'Price per text (AUD)',
          type: 'number',
          min: 0,
          access: { read: staffOnly },
          admin: { step: 0.01, description: 'What the SMS provider charges per text, for the month’s spend below.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        staffFigure(
          'sentThisMonth',
          'Sent this month',
          'number',
          'Codes texted since the 1st of this month; failed sends are not counted.',
          (db, tenant, since) => smsSentSince(db, tenant, since),
        ),
        staffFigure('spendThisMonth', 'Spent this month', 'text', 'Texts sent this month at the price per text.', async (db, tenant, since, siblings) => {
          const price = Number(siblings.pricePerText)
          if (siblings.pricePerText == null || !Number.isFinite(price)) return 'Give the price per text to see the spend.'
          const sent = await smsSentSince(db, tenant, since)
          return `${aud.format(sent * price)} (${sent} texts at ${aud.format(price)})`
        }),
        staffFigure(
          'refusedThisMonth',
          'Refused this month',
          'text',
          'Codes not sent this month because a limit was reached. Many refusals at a network’s limit mean someone is trying to use up the allowance.',
          async (db, tenant, since) => {
            const counts = await smsRefusalsSince(db, tenant, since)
            const total = SMS_REFUSAL_REASONS.reduce((sum, reason) => sum + counts[reason], 0)
            if (total === 0) return 'None'
            const parts = SMS_REFUSAL_REASONS.filter((reason) => counts[reason] > 0).map((reason) => `${counts[reason]} at ${REFUSAL_LABELS[reason]}`)
            return `${total}: ${parts.join(', ')}`
          },
        ),
      ],
    },
  ],
}

/**
 * One per site: every feature flag and configurable value the specs name. Defaults are the values
 * the specs give; where they give none, the choice is noted. Site admins change them; editors don't.
 * Fields aren't required: creation fills the defaults, and a value a site clears falls back to its
 * default in the storefront.
 */
export const SiteSettings: CollectionConfig = {
  slug: 'site-settings',
  labels: { singular: 'Site settings', plural: 'Site settings' },
  admin: { useAsTitle: 'id', description: 'Feature flags and values for this site.' },
  // Public: the storefront reads them to render; nothing here is secret.
  access: tenantScopedAccess(true, { editors: ['tenant-admin'], deleters: [] }),
  endpoints: [siteProvidersEndpoint],
  hooks: {
    beforeValidate: [onePerSite('site-settings', 'This site already has its settings: edit them instead.')],
    afterChange: siteChangeHooks.afterChange,
  },
  fields: [
    {
      name: 'logo',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Shown in the header in place of the site name: SVG, or a PNG about 400 × 100.' },
    },
    {
      name: 'features',
      type: 'group',
      fields: [
        flag('favourites', true, 'Shoppers can save cars.'),
        flag(
          'favouritesUsedPricedWithImagesOnly',
          false,
          'Favourite and Compare show only on used cars priced above $0 with photos (spec 000 §5). Off: on every car for sale.',
        ),
        flag('reserve', true, 'Reserve Car Now on vehicle pages.'),
        flag('buyOnlinePath', false, 'Reserve at /cars/<slug>/buy-online instead of /cars/<slug>/checkout.'),
        flag('subscriptions', false, 'Offers are subscription-based (subscription price shown first).'),
        flag('garage', false, 'My garage also answers at a branded address (chosen below); /my-garage always works.'),
        {
          name: 'garagePath',
          label: 'Branded garage address',
          type: 'select',
          // The storefront's BRANDED_GARAGE_PATHS (features/account/sign-in-gate.ts): a path not on for the site is a 404.
          options: ['mymotorama', 'mybigboxcars', 'myblinkr', 'myservco'],
          admin: { condition: (_data, siblingData) => Boolean(siblingData?.garage), description: 'e.g. /mymotorama' },
        },
        flag('getFinanceNow', true),
        flag('personalisedFinanceByNvic', false, 'Use /personalised/finance for cars with an NVIC.'),
        { name: 'financeProvider', type: 'select', defaultValue: 'standard', options: ['standard', 'angle', 'youx'] },
      ],
    },
    {
      name: 'signInRequired',
      label: 'Sign-in required for',
      type: 'group',
      fields: [flag('checkout', false), flag('finance', false), flag('spinToWin', false), flag('financeApplication', false)],
    },
    {
      name: 'hours',
      type: 'group',
      fields: [
        flag('showHolidayHours', true),
        flag('forceFullHours', false, 'List each weekday on its own line, even when Monday to Friday share the same hours.'),
      ],
    },
    { name: 'menuOpensOn', type: 'select', defaultValue: 'hover', options: ['hover', 'click'], admin: { description: 'How the header make menu opens.' } },
    {
      name: 'calculator',
      label: 'Finance calculator',
      type: 'group',
      fields: [
        range('amount', 'Loan amount ($)', { default: 30_000, min: 1_000, max: 100_000, step: 500 }),
        // Spec 000 §9: the vehicle page's calculator starts at 6 years; a site that says 5 sets 5 here.
        range('term', 'Term (years)', { default: 6, min: 1, max: 7, step: 0.5 }),
        range('interest', 'Interest (% p.a.)', { default: 10, min: 0.5, max: 15, step: 0.5 }),
        {
          name: 'yearIncrements',
          type: 'number',
          hasMany: true,
          admin: { description: 'Custom term choices in years, e.g. 1, 2, 3, 5, 7; empty uses the term range.' },
        },
        {
          name: 'rounding',
          type: 'select',
          defaultValue: 'dollar',
          options: [
            { label: 'To the cent', value: 'cent' },
            { label: 'To the dollar', value: 'dollar' },
            { label: 'Up to the next dollar', value: 'up' },
          ],
        },
        flag('amountFollowsPrice', false, 'For cars over $100,000 the loan amount may go up to 1.05 times the price.'),
        flag('amountStartsAtPrice', false, "The vehicle page's calculator starts at the car's price instead of the default amount (spec 000 §9)."),
        flag('minPrice5000', false, 'Repayment calculator blocks accept purchase prices from $5,000 instead of $1,000 (spec 001 §5).'),
        flag('financeOffer', true, 'Show "Finance Available For This Vehicle" on eligible cars.'),
        {
          name: 'financeOfferHiddenMakes',
          type: 'text',
          hasMany: true,
          admin: { description: 'Makes never shown the finance offer, e.g. a manufacturer with its own finance.' },
        },
      ],
    },
    {
      name: 'stock',
      type: 'group',
      fields: [
        number('pageSize', 21, { min: 1, max: 100, description: 'Cars per search page.' }),
        number('justArrivedDays', 8, { min: 0, description: 'A car listed within this many days is tagged just arrived (spec 000 §9: 8).' }),
        { name: 'justArrivedTag', type: 'text', defaultValue: 'New' },
        { name: 'soldTag', type: 'text', defaultValue: 'JUST SOLD' },
        number('soldListingDays', 3, { min: 0, description: 'How long sold cars stay listed.' }),
        {
          name: 'videoPosition',
          type: 'select',
          defaultValue: 'second',
          options: [
            { label: 'Start', value: 'start' },
            { label: 'Second', value: 'second' },
            { label: 'Middle', value: 'middle' },
            { label: 'End', value: 'end' },
          ],
          admin: { description: 'Where a car video sits among its photos.' },
        },
        flag('showStockCount', true),
        number('stockCountOver1999', 2000, { min: 0, description: 'Shown as the stock count when the real count is over 1,999 (spec 000 §9).' }),
        { name: 'noPriceText', type: 'text', defaultValue: 'Enquire for price.' },
        flag('priceAscendingExcludesZero', false, 'The price-ascending sort leaves out cars without a price.'),
        flag('usedCarSite', false, 'A used-car site: breadcrumbs run through /used-car/{make}/{model} (spec 001 §2).'),
        {
          // Spec 001 §9: "A Certified badge shows for certified vehicles of one brand that are not sold."
          name: 'certifiedBrand',
          label: 'Certified programme brand',
          type: 'text',
          admin: {
            description:
              'The make whose certified pre-owned programme your cars belong to, e.g. Toyota. Its certified cars show the Certified badge; leave blank to show none.',
          },
        },
        {
          name: 'certifiedBadge',
          label: 'Certified badge image',
          type: 'upload',
          relationTo: 'media',
          admin: { description: "The programme's badge. Without one, cars show a plain Certified badge." },
        },
        { name: 'engineUnit', type: 'select', defaultValue: 'litres', options: ['litres', 'cc'] },
        { name: 'viewerDefault', type: 'select', defaultValue: 'spinner', options: ['spinner', 'gallery'], admin: { description: 'The 360 viewer opens on.' } },
        ...searchPageFields,
      ],
    },
    {
      name: 'baseStockFilter',
      type: 'group',
      admin: { description: "Always applied to this site's stock, on the server." },
      fields: [
        flag('usedOnly', false),
        flag('inStockOnly', false),
        { name: 'excludedMakes', type: 'text', hasMany: true },
        { name: 'stockNumbers', type: 'text', hasMany: true, admin: { description: 'Only these stock numbers, when set.' } },
      ],
    },
    {
      name: 'promoCards',
      type: 'group',
      fields: [
        number('interval', 6, { min: 1, description: 'A promo card after every this many cars (not given by the spec).' }),
        flag('ctaCard', true, 'Show the call-to-action card in results.'),
      ],
    },
    {
      name: 'phones',
      label: 'Phone numbers by car type',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'new', type: 'text' },
            { name: 'used', type: 'text' },
            { name: 'demo', type: 'text' },
          ],
        },
      ],
    },
    { name: 'licenceLabel', type: 'text', defaultValue: 'DL', admin: { description: 'Shown before dealer licence numbers (spec: DL, or CL on some sites).' } },
    {
      name: 'reviews',
      type: 'group',
      fields: [
        number('minimumRating', 4, { min: 1, max: 5 }),
        number('googleReviewCount', 12, { min: 0 }),
        number('locationMinimumRating', 4, { min: 1, max: 5, description: 'Not given by the spec: 4.' }),
      ],
    },
    {
      name: 'forms',
      label: 'Enquiry forms',
      type: 'group',
      fields: [
        { name: 'enquiryTitle', type: 'text', defaultValue: 'Enquire Now', admin: { description: 'Title and button text of the enquiry dialog.' } },
        flag('commentsRequired', true, 'Comments are required on the contact form.'),
        flag('showCategory', true, 'The contact form asks for a category (default General Enquiry).'),
        flag('showLocation', true, 'The contact form asks which location.'),
        flag('hidePreferredDealership', false, 'Leave out Preferred dealership even when the site has several.'),
        flag('usedEnquiryAlternateEvent', false, 'Record used-car enquiries as analytics event 48 instead of 15.'),
        flag(
          'captcha',
          true,
          'Enquiry forms ask the browser to solve a short puzzle before sending, which stops most automated spam. No one else sees your shoppers.',
        ),
        { name: 'termsText', label: 'Disclaimer', type: 'textarea', admin: { description: 'Shown under every enquiry form, e.g. a privacy statement.' } },
        number('testDriveDays', 14, { min: 1, max: 60, description: 'How many days ahead test drives can be booked.' }),
        number('appointmentMinutes', 30, { min: 15, max: 120, description: 'Length of a test-drive appointment.' }),
        number('rateLimitPerHour', 10, { min: 1, max: 1000, description: 'Enquiries one visitor (IP address) may send per hour.' }),
      ],
    },
    {
      name: 'finance',
      label: 'Finance pre-approval',
      type: 'group',
      fields: [
        {
          name: 'broker',
          type: 'select',
          defaultValue: 'simulator',
          validate: realProviderInProduction,
          options: [
            { label: 'Local broker simulator (demo and tests)', value: 'simulator' },
            { label: 'Finance broker API (FINANCE_BROKER_URL)', value: 'http' },
          ],
          admin: { description: 'Who quotes and takes pre-approval applications.' },
        },
        {
          name: 'simulatorFailure',
          label: 'Simulator failure mode',
          type: 'select',
          defaultValue: 'none',
          options: [
            { label: 'None: answers like a healthy broker', value: 'none' },
            { label: 'Error answers', value: 'error' },
            { label: 'Time-outs', value: 'timeout' },
            { label: 'No redirect after applying', value: 'no-redirect' },
          ],
          admin: {
            condition: (_data, siblingData) => siblingData?.broker !== 'http',
            description: 'Lets staff and tests see how the pre-approval copes when the broker fails.',
          },
        },
        flag('postcodeRequired', true, 'Your Details asks for a postcode.'),
      ],
    },
    {
      name: 'plugins',
      type: 'select',
      hasMany: true,
      // Spec 001 §3 "Plugin": paid add-ons a site has. Autogauge is the trade-in valuation (the Trade-in button, spec 001 §4).
      options: ['Autogauge', 'Car Analysis', 'PPSR Report'],
      admin: { description: 'Add-ons this site has. Autogauge: instant trade-in valuations and the Trade-in button.' },
    },
    {
      name: 'tradeIn',
      label: 'Trade-in valuation',
      type: 'group',
      fields: [
        {
          name: 'valuer',
          type: 'select',
          defaultValue: 'built-in',
          options: [
            { label: "Built-in: from the group's own stock and sales", value: 'built-in' },
            { label: 'Valuation API (VALUATION_API_URL)', value: 'http' },
          ],
        },
        {
          name: 'regoLookup',
          label: 'Registration lookup',
          type: 'select',
          defaultValue: 'simulator',
          validate: realProviderInProduction,
          options: [
            { label: "Local simulator (demo plates and this site's stock)", value: 'simulator' },
            { label: 'Registration API (REGO_API_URL)', value: 'http' },
          ],
        },
        {
          name: 'simulatorFailure',
          label: 'Simulator failure mode',
          type: 'select',
          defaultValue: 'none',
          options: [
            { label: 'None', value: 'none' },
            { label: 'Registration lookup unavailable', value: 'rego-unavailable' },
          ],
          admin: { condition: (_data, siblingData) => siblingData?.regoLookup !== 'http' },
        },
      ],
    },
    {
      name: 'reserve',
      label: 'Reserve online',
      type: 'group',
      fields: [
        // Spec 001 §9: "Default reserve price text: $200". Shown as money, charged in cents.
        number('deposit', 200, { min: 1, max: 10_000, description: 'The deposit, in whole dollars.' }),
        {
          name: 'carTypes',
          type: 'select',
          hasMany: true,
          defaultValue: ['new', 'used', 'demo'],
          options: ['new', 'used', 'demo'],
          admin: { description: 'Which cars can be reserved online (spec 001 §4: "reservable where configured").' },
        },
        {
          name: 'terms',
          type: 'textarea',
          defaultValue:
            'Your deposit holds this car for you for 7 days while we arrange your purchase. It comes off the price, and is refunded in full if you decide not to buy or your finance is not approved.',
        },
        {
          name: 'payments',
          type: 'select',
          defaultValue: 'simulator',
          validate: realProviderInProduction,
          options: [
            { label: 'Local payment simulator (development and tests; refused in production)', value: 'simulator' },
            { label: 'Stripe Checkout (STRIPE_SECRET_KEY)', value: 'stripe' },
          ],
        },
      ],
    },
    {
      name: 'vehiclePage',
      type: 'group',
      fields: [
        flag('phoneRevealed', false, 'Show the call box number in full at once, instead of after a click.'),
        {
          // Spec 001 §2: "The vehicle page locations block can filter by: primary, sales, service, parts, service-and-parts, all, or a location id."
          name: 'locationBlockShows',
          label: 'Location block shows',
          type: 'select',
          defaultValue: 'dealership',
          options: [
            { label: "The car's location and its dealership's others", value: 'dealership' },
            { label: 'The primary location', value: 'primary' },
            { label: 'Sales locations', value: 'sales' },
            { label: 'Service locations', value: 'service' },
            { label: 'Parts locations', value: 'parts' },
            { label: 'Service and parts locations', value: 'service-and-parts' },
            { label: 'All locations', value: 'all' },
            { label: 'One location (below)', value: 'location' },
          ],
          admin: { description: "Which locations every vehicle page's location block lists; the car's own comes first when it is one of them." },
        },
        {
          name: 'locationBlockLocation',
          label: 'The location',
          type: 'relationship',
          relationTo: 'locations',
          admin: { condition: (_, group) => group?.locationBlockShows === 'location', description: 'The one location the block shows.' },
        },
        {
          name: 'hideLocationBlockFor',
          type: 'relationship',
          relationTo: 'locations',
          hasMany: true,
          admin: { description: 'Cars at these locations show no location block.' },
        },
        {
          // Spec 001 §2: the sidebar's "Enquire Now or Instant Message". Blank keeps Enquire Now.
          name: 'instantMessageUrl',
          label: 'Instant Message address',
          type: 'text',
          validate: instantMessageAddress,
          admin: {
            description:
              'When set, the vehicle page shows Instant Message in place of Enquire Now, opening this address with the car named: an sms: number (sms:+61412345678) or an https:// chat link (e.g. https://wa.me/61412345678).',
          },
        },
        {
          name: 'similarCars',
          label: 'Similar cars',
          type: 'group',
          fields: [
            number('querySize', 10, { min: 1, max: 50, description: 'How many cars each similar-cars search asks for.' }),
            number('shown', 6, { min: 0, max: 24, description: 'How many similar cars the vehicle page shows (0 hides the section).' }),
          ],
        },
        {
          name: 'disclaimer',
          type: 'textarea',
          defaultValue: VEHICLE_DISCLAIMER,
          admin: { description: 'Shown on every vehicle page, under the price comparison.' },
        },
        {
          name: 'blocks',
          label: 'Blocks at the foot of every vehicle page',
          type: 'blocks',
          blocks: vehiclePageBlocks,
          admin: { description: 'e.g. the three-feature promo banner and the FAQ.' },
        },
      ],
    },
    smsSettings,
    {
      name: 'maps',
      type: 'group',
      admin: { description: 'The interactive maps on location pages and the dealer locator, and how postcodes become places.' },
      fields: [
        {
          name: 'tiles',
          type: 'select',
          defaultValue: 'simulator',
          validate: realProviderInProduction,
          options: [
            { label: 'Local tile simulator (development and tests)', value: 'simulator' },
            { label: 'A tile server (the address below)', value: 'url' },
          ],
        },
        {
          name: 'tileUrl',
          type: 'text',
          admin: {
            condition: (_, group) => group?.tiles === 'url',
            description: 'An https:// template with {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png.',
          },
        },
        {
          name: 'attribution',
          type: 'text',
          admin: {
            condition: (_, group) => group?.tiles === 'url',
            description: 'Shown on the map as the tile server asks, e.g. © OpenStreetMap contributors.',
          },
        },
        {
          name: 'simulatorFailure',
          type: 'select',
          defaultValue: 'none',
          options: [
            { label: 'None', value: 'none' },
            { label: 'Tiles unavailable', value: 'tiles-unavailable' },
          ],
          admin: { condition: (_, group) => group?.tiles === 'simulator', description: "Tests the page's fallback when no tile loads." },
        },
        {
          name: 'geocoder',
          type: 'select',
          defaultValue: 'offline',
          options: [
            { label: 'Offline Australian postcode list', value: 'offline' },
            { label: 'A geocoding service (GEOCODER_API_URL)', value: 'http' },
          ],
        },
      ],
    },
    {
      name: 'service',
      label: 'Service bookings',
      type: 'group',
      admin: { description: 'The /service page: an enquiry form, and above it a link to the manufacturer’s own booking page when set.' },
      fields: [
        {
          name: 'bookingUrl',
          label: 'Manufacturer’s service booking page',
          type: 'text',
          validate: validateBookingUrl,
          admin: { description: 'An https:// address, e.g. https://www.toyota.com.au/owners/service-booking. Empty: the enquiry form only.' },
        },
        {
          name: 'manufacturer',
          type: 'text',
          admin: {
            condition: (_, group) => Boolean(group?.bookingUrl),
            description: 'The link reads "Book a service with {manufacturer}". Empty: the brand the site’s dealerships sell, when they sell one.',
          },
        },
      ],
    },
    {
      name: 'warranty',
      label: 'Warranty promo',
      type: 'group',
      admin: { description: 'A short warranty note beside the price on each vehicle page for sale. Sold cars show none.' },
      fields: [
        flag('show', true, 'Show the warranty note on vehicle pages.'),
        number('standardYears', 3, {
          min: 0,
          max: 10,
          description: 'Years of warranty on used cars, and on new and demo cars of makes not listed below. 0 shows no years.',
        }),
        {
          name: 'newCarMakes',
          label: 'Longer warranty for new cars',
          type: 'array',
          labels: { singular: 'Make', plural: 'Makes' },
          admin: { description: 'Makes whose new and demo cars carry a longer warranty, e.g. Toyota 5 years or Kia 7 years.' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'make', type: 'text', required: true, admin: { description: 'As your stock spells it, e.g. Kia.' } },
                { name: 'years', type: 'number', required: true, min: 1, max: 10, defaultValue: 5 },
              ],
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'planKm',
              label: 'Extended plan (km)',
              type: 'number',
              min: 1,
              admin: { description: 'An extended warranty plan you offer, e.g. 175000 reads "Up to 175,000 km warranty plan". Blank: none.' },
            },
            {
              name: 'planName',
              label: 'Plan name',
              type: 'text',
              admin: { description: 'Optional, e.g. Outback Care. Shown before the distance.' },
            },
            {
              name: 'planUrl',
              label: 'Plan details link',
              type: 'text',
              validate: (value: unknown) =>
                value == null ||
                value === '' ||
                (typeof value === 'string' && (/^\/(?!\/)/.test(value.trim()) || isHttpsAddress(value.trim()))) ||
                'Give a page on this site such as /pages/warranty, or a full https:// address.',
              admin: { description: 'Optional: where shoppers read the plan’s terms, e.g. /pages/warranty.' },
            },
          ],
        },
      ],
    },
    {
      name: 'fuel',
      label: 'Fuel cost calculator',
      type: 'group',
      fields: [
        number('pricePerLitre', 1.7, { min: 0 }),
        number('weeklyKm', 250, { min: 0 }),
        number('defaultConsumption', 10, { min: 0, description: 'L/100 km when the car has none.' }),
      ],
    },
  ],
}
