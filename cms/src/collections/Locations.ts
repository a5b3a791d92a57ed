import type { CollectionConfig, Field, Where } from 'payload'
import { tenantScopedAccess } from '../access/roles'
import { tenantSlugField } from '../fields/tenant-slug'
import { siteChangeHooks } from '../lib/site-changes'
import { fillCoordinatesFromPostcode } from '../locations/coordinates-from-postcode'
import { NAV_GROUPS } from '../admin/nav-groups'

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const validTime = (value: unknown) => value == null || value === '' || (typeof value === 'string' && TIME.test(value)) || 'Use 24-hour time, e.g. 08:30.'

/** Opening and closing time of an open day; a closed day needs neither. */
const hoursFields: Field[] = [
  {
    name: 'status',
    type: 'select',
    required: true,
    defaultValue: 'open',
    options: [
      { label: 'Open', value: 'open' },
      { label: 'Closed', value: 'closed' },
    ],
  },
  { name: 'open', type: 'text', validate: validTime, admin: { condition: (_, row) => row?.status === 'open', width: '25%' } },
  { name: 'close', type: 'text', validate: validTime, admin: { condition: (_, row) => row?.status === 'open', width: '25%' } },
]

/** Australia's time zones (IANA names); a location's hours are in its own. */
const AUSTRALIAN_TIME_ZONES = [
  'Australia/Brisbane',
  'Australia/Sydney',
  'Australia/Melbourne',
  'Australia/Hobart',
  'Australia/Adelaide',
  'Australia/Broken_Hill',
  'Australia/Darwin',
  'Australia/Perth',
  'Australia/Eucla',
  'Australia/Lord_Howe',
] as const

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const AUSTRALIAN_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']

/** Shoppers see visible locations only; staff see all of their sites'. */
const visibleOnly: Where = { visible: { equals: true } }

/** A place shoppers visit: a showroom, a service centre or a parts counter, with its hours. */
export const Locations: CollectionConfig = {
  slug: 'locations',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'locationType', 'dealership', 'visible', 'primary'], group: NAV_GROUPS.settings },
  access: tenantScopedAccess(visibleOnly),
  hooks: { ...siteChangeHooks, beforeChange: [fillCoordinatesFromPostcode] },
  fields: [
    { name: 'name', type: 'text', required: true },
    tenantSlugField('locations', 'location', 'The location page is /our-location/<slug>.'),
    { name: 'dealership', type: 'relationship', relationTo: 'dealerships' },
    {
      type: 'row',
      fields: [
        {
          name: 'locationType',
          type: 'select',
          required: true,
          defaultValue: 'sales',
          options: [
            { label: 'Sales', value: 'sales' },
            { label: 'Service', value: 'service' },
            { label: 'Parts', value: 'parts' },
          ],
        },
        { name: 'locationSubtype', type: 'text', admin: { description: 'e.g. buying' } },
        { name: 'visible', type: 'checkbox', defaultValue: true },
        { name: 'primary', type: 'checkbox', defaultValue: false },
      ],
    },
    { name: 'makes', type: 'text', hasMany: true, admin: { description: 'Manufacturers represented here.' } },
    { name: 'dealerLicenceNumber', type: 'text' },
    {
      name: 'badge',
      type: 'text',
      maxLength: 40,
      admin: { description: "A short notice shown on the location's card and page, e.g. COMING EARLY 2026." },
    },
    {
      name: 'timeZone',
      type: 'select',
      options: [...AUSTRALIAN_TIME_ZONES],
      admin: { description: "Whose clock the hours follow. Empty: the state's capital's (e.g. QLD: Australia/Brisbane)." },
    },
    { name: 'motorVehicleRepairer', type: 'text', admin: { description: 'Motor vehicle repairer licence, for service centres.' } },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'address',
      type: 'group',
      fields: [
        { name: 'street', type: 'text', required: true },
        {
          type: 'row',
          fields: [
            { name: 'city', type: 'text', required: true },
            { name: 'state', type: 'select', required: true, options: AUSTRALIAN_STATES },
            {
              name: 'postcode',
              type: 'text',
              required: true,
              validate: (value: unknown) => (typeof value === 'string' && /^\d{4}$/.test(value)) || 'Invalid postcode. Please enter a 4-digit number.',
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'lat', type: 'number', min: -90, max: 90, admin: { description: 'Empty: filled from the postcode when saved.' } },
            { name: 'lng', type: 'number', min: -180, max: 180, admin: { description: 'Empty: filled from the postcode when saved.' } },
          ],
        },
        { name: 'placeId', type: 'text', admin: { description: 'Google Maps place id, for directions and reviews.' } },
      ],
    },
    {
      name: 'contact',
      type: 'group',
      fields: [
        { name: 'phone', type: 'text' },
        { name: 'landline', type: 'text' },
        { name: 'email', type: 'email' },
      ],
    },
    {
      name: 'openingHours',
      type: 'array',
      admin: { description: 'One row per weekday; a missing day is shown as closed.' },
      fields: [{ name: 'weekday', type: 'select', required: true, options: WEEKDAYS.map((label, day) => ({ label, value: String(day) })) }, ...hoursFields],
    },
    {
      name: 'specialHours',
      label: 'Holiday hours',
      type: 'array',
      admin: { description: 'Dates whose hours differ from the week, e.g. public holidays.' },
      fields: [
        { name: 'date', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } } },
        { name: 'label', type: 'text' },
        ...hoursFields,
      ],
    },
  ],
}
