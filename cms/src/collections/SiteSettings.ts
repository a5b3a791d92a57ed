import type { CollectionConfig, Field, FieldAccess } from 'payload'
import { vehiclePageBlocks } from '@dealer/blocks/configs'
import { tenantScopedAccess } from '../access/roles'
import { monthStart } from '../customers/codes'
import { SMS_REFUSAL_REASONS, type SmsRefusalReason } from '@dealer/cms-contract/customer-accounts'
import { VEHICLE_DISCLAIMER } from '@dealer/cms-contract/vehicle-disclaimer'
import { providerSelect, siteProvidersEndpoint } from '../lib/simulators'
import { DEFAULT_MONTHLY_SMS_ALLOWANCE, smsRefusalsSince, smsSentSince } from '../customers/store'
import { tenantIdOf } from '../lib/tenant-id'
import { onePerSite } from '../lib/one-per-site'
import { siteChangeHooks } from '../lib/site-changes'
import { searchPageFields } from '../fields/search-page-settings'
import { isHttpsAddress, isSmsAddress } from '@dealer/cms-contract/outside-addresses'
import { NAV_GROUPS } from '../admin/nav-groups'
import type { ShopperPage } from '../components/site-settings/site-pages'

/** An sms: number or an https:// chat address, or blank. */
function instantMessageAddress(value: string | null | undefined): true | string {
  const address = value?.trim() ?? ''
  if (address === '' || isSmsAddress(address) || isHttpsAddress(address)) return true
  return 'Enter an sms: number such as sms:+61412345678, or an https:// chat address.'
}

const flag = (name: string, label: string, defaultValue: boolean, description?: string): Field & { name: string; label: string } => ({
  name,
  label,
  type: 'checkbox',
  defaultValue,
  ...(description ? { admin: { description } } : {}),
})
const number = (name: string, defaultValue: number, extra: { label?: string; min?: number; max?: number; description?: string } = {}): Field => ({
  name,
  ...(extra.label ? { label: extra.label } : {}),
  type: 'number',
  defaultValue,
  ...(extra.min !== undefined ? { min: extra.min } : {}),
  ...(extra.max !== undefined ? { max: extra.max } : {}),
  ...(extra.description ? { admin: { description: extra.description } } : {}),
})

/**
 * A "See it on your site" link under a setting, to the page of the site's storefront where it shows
 * (components/site-settings/SeeOnSite.tsx). A UI field: it holds no data and has no column.
 */
const seeOnSite = (fieldName: string, setting: string, page: ShopperPage): Field => ({
  name: `${fieldName}OnSite`,
  type: 'ui',
  admin: { components: { Field: { path: '/components/site-settings/SeeOnSite#SeeOnSite', clientProps: { setting, page } } } },
})

/** A setting shoppers notice, followed by its link to where it shows. */
const shown = (field: Field & { name: string; label: string }, page: ShopperPage): Field[] => [field, seeOnSite(field.name, field.label, page)]

const range = (name: string, label: string, values: { default: number; min: number; max: number; step: number }): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        number('default', values.default, { label: 'Starts at' }),
        number('min', values.min, { label: 'Lowest' }),
        number('max', values.max, { label: 'Highest' }),
        number('step', values.step, { label: 'Step', min: 0 }),
      ],
    },
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
 * The sign-in texts' allowance, what this calendar month has used of it and cost, and the sends refused at a limit,
 * so staff see an attack on their allowance as it happens.
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
            label: 'Texts per month',
            min: 0,
            description:
              'How many texts the site may send each calendar month (Brisbane time). Alerts stop at 80% of it, keeping the rest for sign-in codes; codes beyond it are not sent.',
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

/** The search page's settings, each choice with its link to the listing where it shows. */
const searchPageSettings: Field[] = searchPageFields.flatMap((field) =>
  field.type === 'select' ? shown(field as Field & { name: string; label: string }, 'listing') : [field],
)

/**
 * One per site: what the site shows shoppers and how it behaves. Site admins change them; editors don't. The tabs are
 * unnamed, so they only arrange the form: every field keeps its path (and column) from before the tabs. Fields aren't
 * required: creation fills the defaults, and a value a site clears falls back to its default in the storefront.
 */
export const SiteSettings: CollectionConfig = {
  slug: 'site-settings',
  labels: { singular: 'Site settings', plural: 'Site settings' },
  admin: {
    useAsTitle: 'siteName',
    group: NAV_GROUPS.settings,
    description: 'What your site shows shoppers and how it works. Each tab covers one part of the site.',
  },
  // Public: the storefront reads them to render; nothing here is secret.
  access: tenantScopedAccess(true, { editors: ['tenant-admin'], deleters: [] }),
  endpoints: [siteProvidersEndpoint],
  hooks: {
    beforeValidate: [onePerSite('site-settings', 'This site already has its settings: edit them instead.')],
    afterChange: siteChangeHooks.afterChange,
  },
  fields: [
    {
      // The document's title: the site's name, read from the site as the settings are (never stored).
      name: 'siteName',
      label: 'Site',
      type: 'text',
      virtual: 'tenant.name',
      admin: { hidden: true },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Brand',
          description: 'How your site looks: logo, header menu, opening hours, phone numbers and reviews.',
          fields: [
            ...shown(
              {
                name: 'logo',
                label: 'Logo',
                type: 'upload',
                relationTo: 'media',
                admin: { description: 'Shown in the header instead of the site name. Use an SVG, or a PNG about 400 × 100 pixels.' },
              },
              'home',
            ),
            ...shown(
              {
                name: 'menuOpensOn',
                label: 'Header make menu opens on',
                type: 'select',
                defaultValue: 'hover',
                options: [
                  { label: 'Pointing at it', value: 'hover' },
                  { label: 'A click', value: 'click' },
                ],
                admin: { description: 'Whether the make menu in the header opens when shoppers point at it, or only when they click it.' },
              },
              'home',
            ),
            {
              name: 'licenceLabel',
              label: 'Dealer licence prefix',
              type: 'text',
              defaultValue: 'DL',
              admin: { description: 'Shown before your dealer licence numbers, e.g. DL or CL.' },
            },
            {
              name: 'phones',
              label: 'Phone numbers by car type',
              type: 'group',
              admin: { description: 'The number shoppers call about a new, used or demo car.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'new', label: 'New cars', type: 'text' },
                    { name: 'used', label: 'Used cars', type: 'text' },
                    { name: 'demo', label: 'Demo cars', type: 'text' },
                  ],
                },
              ],
            },
            {
              name: 'hours',
              label: 'Opening hours',
              type: 'group',
              fields: [
                ...shown(flag('showHolidayHours', 'Show holiday hours', true, 'Location pages list the hours of coming public holidays.'), 'location'),
                ...shown(
                  flag('forceFullHours', 'List every weekday', false, 'List each weekday on its own line, even when Monday to Friday share the same hours.'),
                  'location',
                ),
              ],
            },
            {
              name: 'reviews',
              label: 'Reviews',
              type: 'group',
              fields: [
                number('minimumRating', 4, { label: 'Lowest star rating shown', min: 1, max: 5, description: 'Reviews with fewer stars are not shown.' }),
                number('googleReviewCount', 12, { label: 'Google reviews shown', min: 0, description: 'How many Google reviews the reviews section shows.' }),
                number('locationMinimumRating', 4, {
                  label: 'Lowest star rating on location pages',
                  min: 1,
                  max: 5,
                  description: 'On location pages, reviews with fewer stars are not shown.',
                }),
              ],
            },
          ],
        },
        {
          label: 'Search and listing',
          description: 'How the stock search and its results work, and which cars the site lists at all.',
          fields: [
            {
              name: 'stock',
              label: 'Stock and search',
              type: 'group',
              fields: [
                number('pageSize', 21, { label: 'Cars per page', min: 1, max: 100, description: 'How many cars each page of search results shows.' }),
                number('justArrivedDays', 8, {
                  label: 'Just arrived for (days)',
                  min: 0,
                  description: 'A car listed within this many days carries the just-arrived tag.',
                }),
                {
                  name: 'justArrivedTag',
                  label: 'Just-arrived tag',
                  type: 'text',
                  defaultValue: 'New',
                  admin: { description: 'The tag on just-arrived cars.' },
                },
                { name: 'soldTag', label: 'Sold tag', type: 'text', defaultValue: 'JUST SOLD', admin: { description: 'The tag on sold cars still listed.' } },
                number('soldListingDays', 3, { label: 'Sold cars stay listed for (days)', min: 0, description: 'How long a sold car stays in the results.' }),
                ...shown(
                  {
                    name: 'videoPosition',
                    label: 'Car video position',
                    type: 'select',
                    defaultValue: 'second',
                    options: [
                      { label: 'First', value: 'start' },
                      { label: 'Second', value: 'second' },
                      { label: 'Middle', value: 'middle' },
                      { label: 'Last', value: 'end' },
                    ],
                    admin: { description: 'Where a car’s video sits among its photos on the vehicle page.' },
                  },
                  'car',
                ),
                ...shown(flag('showStockCount', 'Show how many cars match', true, 'Search results say how many cars match the search.'), 'listing'),
                number('stockCountOver1999', 2000, {
                  label: 'Count shown above 1,999 cars',
                  min: 0,
                  description: 'When more than 1,999 cars match, the count shows this number instead.',
                }),
                {
                  name: 'noPriceText',
                  label: 'Text for cars without a price',
                  type: 'text',
                  defaultValue: 'Enquire for price.',
                  admin: { description: 'Shown in place of the price on cars that have none.' },
                },
                ...shown(
                  flag(
                    'priceAscendingExcludesZero',
                    'Leave unpriced cars out of lowest price first',
                    false,
                    'Sorting by lowest price leaves out cars without a price.',
                  ),
                  'listing',
                ),
                ...shown(
                  flag(
                    'usedCarSite',
                    'Used-car site',
                    false,
                    'For a site that sells used cars only: page addresses and breadcrumbs read /used-car/make/model.',
                  ),
                  'listing',
                ),
                {
                  name: 'certifiedBrand',
                  label: 'Certified programme brand',
                  type: 'text',
                  admin: {
                    description:
                      'The make whose certified pre-owned programme your cars belong to, e.g. Toyota. Its certified cars show the Certified badge. Empty: no badge.',
                  },
                },
                {
                  name: 'certifiedBadge',
                  label: 'Certified badge image',
                  type: 'upload',
                  relationTo: 'media',
                  admin: { description: "The programme's badge. Without one, cars show a plain Certified badge." },
                },
                ...shown(
                  {
                    name: 'engineUnit',
                    label: 'Engine size in',
                    type: 'select',
                    defaultValue: 'litres',
                    options: [
                      { label: 'Litres (2.8 L)', value: 'litres' },
                      { label: 'Cubic centimetres (2755 cc)', value: 'cc' },
                    ],
                    admin: { description: 'How engine size reads on vehicle pages, comparisons and print-outs.' },
                  },
                  'car',
                ),
                ...shown(
                  {
                    name: 'viewerDefault',
                    label: '360° viewer opens on',
                    type: 'select',
                    defaultValue: 'spinner',
                    options: [
                      { label: 'The spinning view', value: 'spinner' },
                      { label: 'The photo gallery', value: 'gallery' },
                    ],
                    admin: { description: 'What shoppers see first on a car with a 360° view.' },
                  },
                  'car',
                ),
                ...searchPageSettings,
              ],
            },
            {
              name: 'baseStockFilter',
              label: 'Cars this site lists',
              type: 'group',
              admin: { description: 'Applies everywhere on the site: a car left out here is never shown.' },
              fields: [
                ...shown(flag('usedOnly', 'Used cars only', false), 'listing'),
                ...shown(flag('inStockOnly', 'In-stock cars only', false, 'Leave out cars that are coming soon or sold.'), 'listing'),
                { name: 'excludedMakes', label: 'Leave out these makes', type: 'text', hasMany: true },
                {
                  name: 'stockNumbers',
                  label: 'Only these stock numbers',
                  type: 'text',
                  hasMany: true,
                  admin: { description: 'When set, the site lists these cars and no others.' },
                },
              ],
            },
            {
              name: 'promoCards',
              label: 'Cards among the results',
              type: 'group',
              fields: [
                number('interval', 6, { label: 'A promo card after every', min: 1, description: 'How many cars come between promo cards in search results.' }),
                ...shown(flag('ctaCard', 'Show the call-to-action card', true, 'A card among the results inviting shoppers to get in touch.'), 'listing'),
              ],
            },
          ],
        },
        {
          label: 'Vehicle page',
          description: 'What every car’s page shows, and reserving a car online.',
          fields: [
            {
              name: 'vehiclePage',
              label: 'Vehicle page',
              type: 'group',
              fields: [
                ...shown(
                  flag('phoneRevealed', 'Show the phone number in full', false, 'Show the whole number in the call box straight away, not after a click.'),
                  'car',
                ),
                ...shown(
                  {
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
                    admin: { description: "Which locations the location block lists. The car's own comes first when it is one of them." },
                  },
                  'car',
                ),
                {
                  name: 'locationBlockLocation',
                  label: 'The location',
                  type: 'relationship',
                  relationTo: 'locations',
                  admin: { condition: (_, group) => group?.locationBlockShows === 'location', description: 'The one location the block shows.' },
                },
                {
                  name: 'hideLocationBlockFor',
                  label: 'No location block for cars at',
                  type: 'relationship',
                  relationTo: 'locations',
                  hasMany: true,
                  admin: { description: 'Cars at these locations show no location block.' },
                },
                {
                  name: 'instantMessageUrl',
                  label: 'Instant Message address',
                  type: 'text',
                  validate: instantMessageAddress,
                  admin: {
                    description:
                      'When set, the vehicle page offers Instant Message instead of Enquire Now: an sms: number (sms:+61412345678) or an https:// chat link (e.g. https://wa.me/61412345678).',
                  },
                },
                {
                  name: 'similarCars',
                  label: 'Similar cars',
                  type: 'group',
                  fields: [
                    number('querySize', 10, { label: 'Cars to choose from', min: 1, max: 50, description: 'How many cars each similar-cars search looks at.' }),
                    number('shown', 6, {
                      label: 'Cars shown',
                      min: 0,
                      max: 24,
                      description: 'How many similar cars the vehicle page shows. 0 hides the section.',
                    }),
                  ],
                },
                {
                  name: 'disclaimer',
                  label: 'Disclaimer',
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
            {
              name: 'warranty',
              label: 'Warranty note',
              type: 'group',
              admin: { description: 'A short warranty note beside the price on each car for sale. Sold cars show none.' },
              fields: [
                ...shown(flag('show', 'Show the warranty note', true), 'car'),
                number('standardYears', 3, {
                  label: 'Standard warranty (years)',
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
                      admin: { description: 'An extended warranty plan you offer, e.g. 175000 reads "Up to 175,000 km warranty plan". Empty: none.' },
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
              name: 'reserve',
              label: 'Reserve online',
              type: 'group',
              fields: [
                number('deposit', 200, { label: 'Deposit ($)', min: 1, max: 10_000, description: 'What shoppers pay to reserve a car, in whole dollars.' }),
                ...shown(
                  {
                    name: 'carTypes',
                    label: 'Cars that can be reserved',
                    type: 'select',
                    hasMany: true,
                    defaultValue: ['new', 'used', 'demo'],
                    options: [
                      { label: 'New', value: 'new' },
                      { label: 'Used', value: 'used' },
                      { label: 'Demo', value: 'demo' },
                    ],
                    admin: { description: 'Cars of these types offer Reserve Car Now.' },
                  },
                  'car',
                ),
                {
                  name: 'terms',
                  label: 'Reservation terms',
                  type: 'textarea',
                  defaultValue:
                    'Your deposit holds this car for you for 7 days while we arrange your purchase. It comes off the price, and is refunded in full if you decide not to buy or your finance is not approved.',
                  admin: { description: 'Shown to shoppers before they pay the deposit.' },
                },
                providerSelect('payments', 'Payments taken by', {
                  simulator: 'Local payment simulator (development and tests; refused in production)',
                  real: [{ label: 'Stripe Checkout (STRIPE_SECRET_KEY)', value: 'stripe' }],
                }),
              ],
            },
            {
              name: 'fuel',
              label: 'Fuel cost calculator',
              type: 'group',
              admin: { description: 'The starting figures of the fuel cost calculator on vehicle pages.' },
              fields: [
                number('pricePerLitre', 1.7, { label: 'Fuel price ($ a litre)', min: 0 }),
                number('weeklyKm', 250, { label: 'Kilometres a week', min: 0 }),
                number('defaultConsumption', 10, { label: 'Fuel use (L/100 km)', min: 0, description: 'Used when the car’s own figure is missing.' }),
              ],
            },
          ],
        },
        {
          label: 'Finance',
          description: 'The repayment calculator, the finance offer on cars, and finance pre-approval.',
          fields: [
            {
              name: 'calculator',
              label: 'Repayment calculator',
              type: 'group',
              fields: [
                range('amount', 'Loan amount ($)', { default: 30_000, min: 1_000, max: 100_000, step: 500 }),
                range('term', 'Term (years)', { default: 6, min: 1, max: 7, step: 0.5 }),
                range('interest', 'Interest (% a year)', { default: 10, min: 0.5, max: 15, step: 0.5 }),
                {
                  name: 'yearIncrements',
                  label: 'Term choices (years)',
                  type: 'number',
                  hasMany: true,
                  admin: { description: 'Set terms to choose from, e.g. 1, 2, 3, 5, 7. Empty: any term in the range above.' },
                },
                ...shown(
                  {
                    name: 'rounding',
                    label: 'Repayments rounded',
                    type: 'select',
                    defaultValue: 'dollar',
                    options: [
                      { label: 'To the cent', value: 'cent' },
                      { label: 'To the dollar', value: 'dollar' },
                      { label: 'Up to the next dollar', value: 'up' },
                    ],
                  },
                  'car',
                ),
                ...shown(
                  flag('amountFollowsPrice', 'Loan can exceed the price', false, 'For cars over $100,000 the loan amount may go up to 1.05 times the price.'),
                  'car',
                ),
                ...shown(
                  flag(
                    'amountStartsAtPrice',
                    'Start at the car’s price',
                    false,
                    "On vehicle pages the calculator starts at the car's price, not the loan amount above.",
                  ),
                  'car',
                ),
                ...shown(flag('minPrice5000', 'Lowest price $5,000', false, 'Repayment calculators accept prices from $5,000 instead of $1,000.'), 'car'),
                ...shown(flag('financeOffer', 'Show the finance offer', true, 'Eligible cars show "Finance Available For This Vehicle".'), 'car'),
                {
                  name: 'financeOfferHiddenMakes',
                  label: 'No finance offer for these makes',
                  type: 'text',
                  hasMany: true,
                  admin: { description: 'e.g. a manufacturer with its own finance.' },
                },
              ],
            },
            {
              name: 'finance',
              label: 'Finance pre-approval',
              type: 'group',
              fields: [
                providerSelect('broker', 'Quotes and applications go to', {
                  simulator: 'Local broker simulator (demo and tests)',
                  real: [{ label: 'Finance broker API (FINANCE_BROKER_URL)', value: 'http' }],
                  description: 'Who quotes and takes pre-approval applications.',
                }),
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
                    description: 'Lets staff and tests see how pre-approval copes when the broker fails.',
                  },
                },
                ...shown(flag('postcodeRequired', 'Ask for a postcode', true, 'Your Details asks for a postcode.'), '/finance'),
              ],
            },
          ],
        },
        {
          label: 'Forms and leads',
          description: 'Enquiry forms, how fast staff reply, service bookings and trade-in valuations.',
          fields: [
            {
              name: 'forms',
              label: 'Enquiry forms',
              type: 'group',
              fields: [
                number('responseTargetMinutes', 60, {
                  label: 'Reply to leads within (minutes)',
                  min: 5,
                  max: 10_080,
                  description: 'Your target for a first reply. The leads inbox flags leads waiting longer. At most 10080 (a week).',
                }),
                {
                  name: 'enquiryTitle',
                  label: 'Enquiry dialog title',
                  type: 'text',
                  defaultValue: 'Enquire Now',
                  admin: { description: 'Title and button text of the enquiry dialog.' },
                },
                ...shown(flag('commentsRequired', 'Comments required', true, 'Shoppers must write a comment on the contact form.'), '/contact'),
                ...shown(
                  flag('showCategory', 'Ask for a category', true, 'The contact form asks what the enquiry is about (General Enquiry unless changed).'),
                  '/contact',
                ),
                ...shown(flag('showLocation', 'Ask for a location', true, 'The contact form asks which location the enquiry is for.'), '/contact'),
                ...shown(
                  flag('hidePreferredDealership', 'Leave out Preferred dealership', false, 'Leave it out even when the site has several dealerships.'),
                  '/contact',
                ),
                flag('usedEnquiryAlternateEvent', 'Record used-car enquiries as event 48', false, 'For your analytics reports: event 48 instead of 15.'),
                ...shown(
                  flag(
                    'captcha',
                    'Spam check',
                    true,
                    'Enquiry forms ask the browser to solve a short puzzle before sending, which stops most automated spam. Shoppers see nothing.',
                  ),
                  '/contact',
                ),
                {
                  name: 'termsText',
                  label: 'Disclaimer',
                  type: 'textarea',
                  admin: { description: 'Shown under every enquiry form, e.g. a privacy statement.' },
                },
                number('testDriveDays', 14, {
                  label: 'Test drives bookable ahead (days)',
                  min: 1,
                  max: 60,
                  description: 'How far ahead shoppers can book a test drive.',
                }),
                number('appointmentMinutes', 30, { label: 'Test drive length (minutes)', min: 15, max: 120 }),
                number('rateLimitPerHour', 10, {
                  label: 'Enquiries per visitor per hour',
                  min: 1,
                  max: 1000,
                  description: 'Enquiries beyond this from one internet address in an hour are refused, which stops floods of spam.',
                }),
              ],
            },
            {
              name: 'service',
              label: 'Service bookings',
              type: 'group',
              admin: { description: 'The service page: an enquiry form and, when set, a link to the manufacturer’s own booking page above it.' },
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
                  label: 'Manufacturer',
                  type: 'text',
                  admin: {
                    condition: (_, group) => Boolean(group?.bookingUrl),
                    description: 'The link reads "Book a service with {manufacturer}". Empty: the brand your dealerships sell, when they sell one.',
                  },
                },
                seeOnSite('service', 'Service bookings', '/service'),
              ],
            },
            {
              name: 'tradeIn',
              label: 'Trade-in valuation',
              type: 'group',
              fields: [
                {
                  name: 'valuer',
                  label: 'Valuations from',
                  type: 'select',
                  defaultValue: 'built-in',
                  options: [
                    { label: "Built-in: from the group's own stock and sales", value: 'built-in' },
                    { label: 'Valuation API (VALUATION_API_URL)', value: 'http' },
                  ],
                },
                providerSelect('regoLookup', 'Registration lookup', {
                  simulator: "Local simulator (demo plates and this site's stock)",
                  real: [{ label: 'Registration API (REGO_API_URL)', value: 'http' }],
                }),
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
                seeOnSite('tradeIn', 'Trade-in valuation', '/trade-in'),
              ],
            },
          ],
        },
        {
          label: 'Features',
          description: 'Which features shoppers get: saving cars, reserving, My garage, finance, add-ons and maps.',
          fields: [
            {
              name: 'features',
              label: 'Features',
              type: 'group',
              fields: [
                ...shown(flag('favourites', 'Saving cars', true, 'Shoppers can save cars to come back to.'), 'car'),
                ...shown(
                  flag(
                    'favouritesUsedPricedWithImagesOnly',
                    'Save and Compare on priced used cars only',
                    false,
                    'Save and Compare show only on used cars with a price and photos. Off: on every car for sale.',
                  ),
                  'car',
                ),
                ...shown(flag('reserve', 'Reserve Car Now', true, 'Vehicle pages offer Reserve Car Now.'), 'car'),
                ...shown(
                  flag(
                    'buyOnlinePath',
                    'Reserve at a "buy online" address',
                    false,
                    'The reservation page reads /cars/<car>/buy-online instead of /cars/<car>/checkout.',
                  ),
                  'car',
                ),
                ...shown(flag('subscriptions', 'Subscription offers', false, 'Cars show a subscription price first.'), 'listing'),
                ...shown(
                  flag('garage', 'Branded My garage address', false, 'My garage also opens at the branded address chosen below. /my-garage always works.'),
                  '/my-garage',
                ),
                {
                  name: 'garagePath',
                  label: 'Branded garage address',
                  type: 'select',
                  // The storefront's BRANDED_GARAGE_PATHS (features/account/sign-in-gate.ts): a path not on for the site is a 404.
                  options: ['mymotorama', 'mybigboxcars', 'myblinkr', 'myservco'],
                  admin: { condition: (_data, siblingData) => Boolean(siblingData?.garage), description: 'e.g. mymotorama opens at /mymotorama.' },
                },
                ...shown(flag('getFinanceNow', 'Get Finance Now offer', true, 'The finance page shows the Get Finance Now offer.'), '/finance'),
                ...shown(
                  flag(
                    'personalisedFinanceByNvic',
                    'Personalised finance for identified cars',
                    false,
                    'Cars identified by their industry code (NVIC) link to the personalised finance page.',
                  ),
                  'car',
                ),
                ...shown(
                  {
                    name: 'financeProvider',
                    label: 'Finance partner',
                    type: 'select',
                    defaultValue: 'standard',
                    options: [
                      { label: 'Standard', value: 'standard' },
                      { label: 'Angle', value: 'angle' },
                      { label: 'YouX', value: 'youx' },
                    ],
                    admin: { description: 'Whose finance forms and quotes the finance pages show.' },
                  },
                  '/finance',
                ),
              ],
            },
            ...shown(
              {
                name: 'plugins',
                label: 'Add-ons',
                type: 'select',
                hasMany: true,
                options: ['Autogauge', 'Car Analysis', 'PPSR Report'],
                admin: { description: 'Paid add-ons this site has. Autogauge gives instant trade-in valuations and the Trade-in button.' },
              },
              'car',
            ),
            {
              name: 'maps',
              label: 'Maps',
              type: 'group',
              admin: { description: 'The maps on location pages and the dealer locator, and how postcodes become places.' },
              fields: [
                providerSelect('tiles', 'Map images from', {
                  simulator: 'Local tile simulator (development and tests)',
                  real: [{ label: 'A tile server (the address below)', value: 'url' }],
                }),
                {
                  name: 'tileUrl',
                  label: 'Tile server address',
                  type: 'text',
                  admin: {
                    condition: (_, group) => group?.tiles === 'url',
                    description: 'An https:// template with {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png.',
                  },
                },
                {
                  name: 'attribution',
                  label: 'Map credit',
                  type: 'text',
                  admin: {
                    condition: (_, group) => group?.tiles === 'url',
                    description: 'Shown on the map as the tile server asks, e.g. © OpenStreetMap contributors.',
                  },
                },
                {
                  name: 'simulatorFailure',
                  label: 'Simulator failure mode',
                  type: 'select',
                  defaultValue: 'none',
                  options: [
                    { label: 'None', value: 'none' },
                    { label: 'Tiles unavailable', value: 'tiles-unavailable' },
                  ],
                  admin: { condition: (_, group) => group?.tiles === 'simulator', description: 'Shows how the page copes when no map image loads.' },
                },
                {
                  name: 'geocoder',
                  label: 'Postcodes found with',
                  type: 'select',
                  defaultValue: 'offline',
                  options: [
                    { label: 'Offline Australian postcode list', value: 'offline' },
                    { label: 'A geocoding service (GEOCODER_API_URL)', value: 'http' },
                  ],
                },
                seeOnSite('maps', 'Maps', '/dealer-locator'),
              ],
            },
          ],
        },
        {
          label: 'Sign-in and messages',
          description: 'What shoppers must sign in for, and the text messages that sign them in.',
          fields: [
            {
              name: 'signInRequired',
              label: 'Sign-in required for',
              type: 'group',
              admin: { description: 'Shoppers sign in with a code texted to their mobile before they reach these pages.' },
              fields: [
                ...shown(flag('checkout', 'Reserving a car', false), 'car'),
                ...shown(flag('finance', 'The finance pages', false), '/finance'),
                flag('spinToWin', 'Spin to Win', false),
                ...shown(flag('financeApplication', 'Applying for finance on a car', false), 'car'),
              ],
            },
            smsSettings,
          ],
        },
      ],
    },
  ],
}
