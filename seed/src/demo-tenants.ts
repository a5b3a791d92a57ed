/**
 * The demo dealer sites: a single-brand dealer, a multi-brand group and a 4x4 accessories store, each
 * with its own look, dealerships, locations and staff logins. Everything here is fictional but shaped like the real thing.
 */
import type { AustralianState } from '@dealer/stock-import/schema'
import type { Drive } from './stock/catalogue'

interface DemoLocation {
  id: number
  name: string
  slug: string
  phone: string
  address: string
  city: string
  state: AustralianState
  postcode: string
}

/**
 * A location with no stock of its own (the feed never puts cars there): a service or parts department at one of the
 * dealership's showrooms (`at`, its slug: same address), or a showroom elsewhere (`address`).
 */
export interface DemoExtraLocation {
  name: string
  slug: string
  type: 'sales' | 'service' | 'parts'
  phone: string
  at?: string
  address?: Pick<DemoLocation, 'address' | 'city' | 'state' | 'postcode'>
  /** Its week: a showroom's, a service centre's (Saturday closed), a parts counter's (Saturday 8–12), or none entered yet. */
  hours: 'showroom' | 'service' | 'parts' | 'none'
  /** Spec 001 §9: "One site shows a "COMING EARLY 2026" badge on a location." */
  badge?: string
  motorVehicleRepairer?: string
}

interface DemoDealership {
  id: number
  slug: string
  name: string
  /** Makes sold new; used stock may be any make. */
  makes: string[]
  /** Sells only used cars, of `makes` (an accessories store's fitted-out 4x4s). */
  usedOnly?: boolean
  /** Only models with these drives. */
  drives?: Drive[]
  locations: DemoLocation[]
  /** Departments and showrooms without stock (seeded as locations; not in the stock feed). */
  extraLocations?: DemoExtraLocation[]
}

export interface DemoTenant {
  slug: string
  name: string
  template: 'dealer' | 'group' | 'accessories'
  domains: string[]
  primaryColour: string
  tagline: string
  phone: string
  isDefault: boolean
  /** The site's admin (tenant-admin): edits, publishes and deletes the site's content. */
  staff: DemoLogin
  /** The site's editor (tenant-editor): edits and publishes, doesn't delete. */
  editor: DemoLogin
  stockCount: number
  dealerships: DemoDealership[]
}

export interface DemoLogin {
  email: string
  password: string
  name: string
}

export const SUPER_ADMIN = { email: 'admin@demo.dealer', password: 'admin-demo-2026', name: 'Platform Admin' }

export const DEMO_TENANTS: DemoTenant[] = [
  {
    slug: 'bayside-toyota',
    name: 'Bayside Toyota',
    template: 'dealer',
    domains: ['www.baysidetoyota.com.au', 'baysidetoyota.com.au'],
    primaryColour: '#b3001b',
    tagline: 'Family owned on the Redlands coast since 1987',
    phone: '07 3286 4000',
    isDefault: true,
    staff: { email: 'marketing@baysidetoyota.com.au', password: 'bayside-demo-2026', name: 'Bayside Marketing' },
    editor: { email: 'editor@baysidetoyota.com.au', password: 'bayside-editor-2026', name: 'Bayside Editor' },
    stockCount: 320,
    dealerships: [
      {
        id: 101,
        slug: 'bayside-toyota-cleveland',
        name: 'Bayside Toyota Cleveland',
        makes: ['Toyota'],
        locations: [
          {
            id: 1001,
            name: 'Bayside Toyota Cleveland',
            slug: 'cleveland',
            phone: '07 3286 4000',
            address: '112 Shore Street West',
            city: 'Cleveland',
            state: 'QLD',
            postcode: '4163',
          },
          {
            id: 1002,
            name: 'Bayside Toyota Capalaba',
            slug: 'capalaba',
            phone: '07 3390 1200',
            address: '45 Old Cleveland Road',
            city: 'Capalaba',
            state: 'QLD',
            postcode: '4157',
          },
        ],
        extraLocations: [
          {
            name: 'Bayside Toyota Cleveland Service',
            slug: 'cleveland-service',
            type: 'service',
            phone: '07 3286 4010',
            at: 'cleveland',
            hours: 'service',
            motorVehicleRepairer: 'MVR 41637',
          },
          { name: 'Bayside Toyota Cleveland Parts', slug: 'cleveland-parts', type: 'parts', phone: '07 3286 4020', at: 'cleveland', hours: 'parts' },
        ],
      },
    ],
  },
  {
    slug: 'southern-cross',
    name: 'Southern Cross Motor Group',
    template: 'group',
    domains: ['www.southerncrossmotors.com.au', 'southerncrossmotors.com.au'],
    primaryColour: '#0b3d91',
    tagline: 'Five brands, four showrooms, one easy way to buy',
    phone: '02 9687 5500',
    isDefault: false,
    staff: { email: 'marketing@southerncrossmotors.com.au', password: 'southern-demo-2026', name: 'Southern Cross Marketing' },
    editor: { email: 'editor@southerncrossmotors.com.au', password: 'southern-editor-2026', name: 'Southern Cross Editor' },
    stockCount: 480,
    dealerships: [
      {
        id: 201,
        slug: 'southern-cross-mazda',
        name: 'Southern Cross Mazda Parramatta',
        makes: ['Mazda'],
        locations: [
          {
            id: 2001,
            name: 'Southern Cross Mazda',
            slug: 'parramatta-mazda',
            phone: '02 9687 5500',
            address: '230 Church Street',
            city: 'Parramatta',
            state: 'NSW',
            postcode: '2150',
          },
        ],
        extraLocations: [
          {
            name: 'Southern Cross Mazda Service',
            slug: 'parramatta-mazda-service',
            type: 'service',
            phone: '02 9687 5510',
            at: 'parramatta-mazda',
            hours: 'service',
            motorVehicleRepairer: 'MVRL 21505',
          },
          { name: 'Southern Cross Mazda Parts', slug: 'parramatta-mazda-parts', type: 'parts', phone: '02 9687 5520', at: 'parramatta-mazda', hours: 'parts' },
        ],
      },
      {
        id: 202,
        slug: 'southern-cross-hyundai-kia',
        name: 'Southern Cross Hyundai & Kia Penrith',
        makes: ['Hyundai', 'Kia'],
        locations: [
          {
            id: 2002,
            name: 'Southern Cross Penrith',
            slug: 'penrith',
            phone: '02 4721 3300',
            address: '88 Mulgoa Road',
            city: 'Penrith',
            state: 'NSW',
            postcode: '2750',
          },
        ],
        extraLocations: [
          // South Australia: its own clock, half an hour behind Sydney's.
          {
            name: 'Southern Cross Kia Adelaide',
            slug: 'adelaide-kia',
            type: 'sales',
            phone: '08 8231 7700',
            address: { address: '150 West Terrace', city: 'Adelaide', state: 'SA', postcode: '5000' },
            hours: 'showroom',
          },
        ],
      },
      {
        id: 203,
        slug: 'southern-cross-ford',
        name: 'Southern Cross Ford Geelong',
        makes: ['Ford'],
        locations: [
          {
            id: 2003,
            name: 'Southern Cross Ford',
            slug: 'geelong-ford',
            phone: '03 5221 8800',
            address: '17 Latrobe Terrace',
            city: 'Geelong',
            state: 'VIC',
            postcode: '3220',
          },
        ],
        extraLocations: [
          // Not open yet: no hours, and the badge says when.
          {
            name: 'Southern Cross Ford Osborne Park',
            slug: 'osborne-park-ford',
            type: 'sales',
            phone: '08 9444 6600',
            address: { address: '395 Scarborough Beach Road', city: 'Osborne Park', state: 'WA', postcode: '6017' },
            hours: 'none',
            badge: 'COMING EARLY 2026',
          },
        ],
      },
      {
        id: 204,
        slug: 'southern-cross-mitsubishi',
        name: 'Southern Cross Mitsubishi Ipswich',
        makes: ['Mitsubishi'],
        locations: [
          {
            id: 2004,
            name: 'Southern Cross Mitsubishi',
            slug: 'ipswich-mitsubishi',
            phone: '07 3812 4400',
            address: '5 Brisbane Road',
            city: 'Ipswich',
            state: 'QLD',
            postcode: '4305',
          },
        ],
      },
    ],
  },
  {
    slug: 'outback-edge-4x4',
    name: 'Outback Edge 4x4',
    template: 'accessories',
    domains: ['www.outbackedge4x4.com.au', 'outbackedge4x4.com.au'],
    primaryColour: '#c2410c',
    tagline: 'Bull bars, canopies and touring gear, fitted in-house',
    phone: '07 3865 2200',
    isDefault: false,
    staff: { email: 'marketing@outbackedge4x4.com.au', password: 'outback-demo-2026', name: 'Outback Edge Marketing' },
    editor: { email: 'editor@outbackedge4x4.com.au', password: 'outback-editor-2026', name: 'Outback Edge Editor' },
    stockCount: 36,
    dealerships: [
      {
        id: 301,
        slug: 'outback-edge-4x4',
        name: 'Outback Edge 4x4',
        makes: ['Toyota', 'Ford', 'Isuzu', 'Nissan', 'Mitsubishi'],
        usedOnly: true,
        drives: ['4WD'],
        locations: [
          {
            id: 3001,
            name: 'Outback Edge 4x4 Virginia',
            slug: 'virginia',
            phone: '07 3865 2200',
            address: '1480 Sandgate Road',
            city: 'Virginia',
            state: 'QLD',
            postcode: '4014',
          },
          {
            id: 3002,
            name: 'Outback Edge 4x4 Toowoomba',
            slug: 'toowoomba',
            phone: '07 4634 9100',
            address: '702 Ruthven Street',
            city: 'Toowoomba',
            state: 'QLD',
            postcode: '4350',
          },
        ],
        extraLocations: [
          {
            name: 'Outback Edge 4x4 Virginia Fitting Centre',
            slug: 'virginia-service',
            type: 'service',
            phone: '07 3865 2210',
            at: 'virginia',
            hours: 'service',
            motorVehicleRepairer: 'MVR 40142',
          },
          { name: 'Outback Edge 4x4 Virginia Parts', slug: 'virginia-parts', type: 'parts', phone: '07 3865 2220', at: 'virginia', hours: 'parts' },
        ],
      },
    ],
  },
]
