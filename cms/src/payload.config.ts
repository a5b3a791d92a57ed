import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import { logger } from '@dealer/ops/log'
import sharp from 'sharp'
import { onboardingEndpoint } from './onboarding/endpoint'
import { insightsEndpoint } from './insights/endpoint'
import { recordSearchEndpoint } from './insights/searches'
import { scopePayloadInternals } from './access/payload-internals'
import { guardSiteAssignment, isSuperAdmin } from './access/roles'
import { withEmptyCreateGuard } from './lib/empty-create'
import { runsScheduledJobs } from './lib/advisory-locks'
import { mediaStorage } from './media/storage'
import { withSameSiteReferences } from './lib/same-site-references'
import { secretFromEnvironment } from './lib/secrets'
import { AnalyticsEvents } from './collections/AnalyticsEvents'
import { CarViews } from './collections/CarViews'
import { Customers } from './collections/Customers'
import { BrandGrids } from './collections/BrandGrids'
import { Dealerships } from './collections/Dealerships'
import { DestinationChanges } from './collections/DestinationChanges'
import { LeadDeliveries } from './collections/LeadDeliveries'
import { Leads } from './collections/Leads'
import { FinanceApplications } from './collections/FinanceApplications'
import { TradeInValuations } from './collections/TradeInValuations'
import { Reservations } from './collections/Reservations'
import { Locations } from './collections/Locations'
import { DeliveryRegions } from './collections/DeliveryRegions'
import { Faqs } from './collections/Faqs'
import { FinanceLenders } from './collections/FinanceLenders'
import { Manufacturers } from './collections/Manufacturers'
import { Media } from './collections/Media'
import { Navigation } from './collections/Navigation'
import { Pages } from './collections/Pages'
import { Posts } from './collections/Posts'
import { ShopperAlerts } from './collections/ShopperAlerts'
import { PromoCards } from './collections/PromoCards'
import { Reviews } from './collections/Reviews'
import { ReviewSources } from './collections/ReviewSources'
import { SavedCars } from './collections/SavedCars'
import { SavedSearches } from './collections/SavedSearches'
import { SiteSettings } from './collections/SiteSettings'
import { StorePages } from './collections/StorePages'
import { StockFeeds } from './collections/StockFeeds'
import { StockImports } from './collections/StockImports'
import { StockOverrides } from './collections/StockOverrides'
import { Tenants } from './collections/Tenants'
import { Users } from './collections/Users'
import { Verifications } from './collections/Verifications'
import type { Config } from '@dealer/cms-contract'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// @payloadcms/storage-s3's newest release (3.90.1) trails Payload's (3.90.2) by a patch, and 3.90.1's admin clears the
// login form's email as it hydrates. Payload's development-time check that all its packages share one version would stop
// every non-production process over the adapter; the lockfile pins each exact version instead (decision 045).
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'

// Payload's own lock and job collections, scoped to sites as ours are (access/payload-internals.ts).
export default buildConfig({
  // Payload's own lines are the process's JSON lines, redacted as every other (docs/decisions/071-structured-logs.md).
  logger: logger('cms'),
  admin: {
    user: Users.slug,
    // The Gravatar default needs the internet; staff machines may not have it.
    avatar: 'default',
    importMap: { baseDir: dirname, importMapFile: path.resolve(dirname, 'app/(payload)/admin/importMap.js') },
    meta: {
      titleSuffix: ' · Dealer CMS',
      icons: [
        { rel: 'icon', type: 'image/svg+xml', url: '/dealer-cms-icon.svg' },
        { rel: 'icon', type: 'image/png', sizes: '32x32', url: '/dealer-cms-icon-32.png' },
        { rel: 'apple-touch-icon', sizes: '180x180', url: '/dealer-cms-apple-touch-icon.png' },
      ],
      // Otherwise shared admin links say "Payload App" and /api/og draws Payload's images.
      openGraph: { siteName: 'Dealer CMS', title: 'Dealer CMS', description: 'Your dealership’s website, stock and leads.' },
      defaultOGImageType: 'off',
    },
    components: {
      // The platform's own brand (issue 49), and above the navigation the site being worked on and its new leads.
      graphics: { Logo: '/components/brand/Logo#Logo', Icon: '/components/brand/Icon#Icon' },
      beforeLogin: ['/components/brand/BeforeLogin#BeforeLogin'],
      beforeNavLinks: ['/components/brand/SiteIdentity#SiteIdentity', '/components/leads/InboxNav#InboxNav'],
      afterNavLinks: ['/components/onboarding/OnboardingNavLink#OnboardingNavLink'],
      views: {
        // Staff land on their site's dashboard (issue 46).
        dashboard: { Component: '/components/insights/Dashboard#Dashboard' },
        // A new dealer site without code (issue 49): super-admins only.
        onboarding: { Component: '/components/onboarding/OnboardingView#OnboardingView', path: '/onboarding' },
      },
    },
  },
  collections: withSameSiteReferences(
    withEmptyCreateGuard([
      // In the sidebar's order: it lists groups (admin/nav-groups.ts) in the order their first collection comes here.
      // Content
      Pages,
      StorePages,
      Posts,
      PromoCards,
      BrandGrids,
      Reviews,
      ReviewSources,
      Faqs,
      Media,
      Navigation,
      // Stock
      StockFeeds,
      StockImports,
      StockOverrides,
      CarViews,
      // Leads
      Leads,
      Reservations,
      FinanceApplications,
      TradeInValuations,
      LeadDeliveries,
      DestinationChanges,
      // Shoppers
      Customers,
      SavedCars,
      SavedSearches,
      ShopperAlerts,
      // Settings
      SiteSettings,
      Locations,
      Dealerships,
      FinanceLenders,
      DeliveryRegions,
      // Platform
      Tenants,
      Users,
      Manufacturers,
      Verifications,
      AnalyticsEvents,
    ]),
  ),
  editor: lexicalEditor(),
  secret: secretFromEnvironment('PAYLOAD_SECRET', 'development-only-payload-secret'),
  serverURL: process.env.CMS_PUBLIC_URL || '',
  // Generated where blocks and the storefront can import the types without importing the CMS.
  typescript: { outputFile: path.resolve(dirname, '../../cms-contract/payload-types.ts') },
  db: postgresAdapter({
    pool: { connectionString: process.env.DATABASE_URI },
    // Schema changes go through committed migrations (npm run migrate:create -w cms), never a silent push.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  sharp,
  graphQL: { disable: true },
  // The dashboard's figures (GET /api/insights), and the searches the storefront reports for them.
  endpoints: [insightsEndpoint, recordSearchEndpoint, onboardingEndpoint],
  jobs: {
    // Scheduled publishing: the CMS server checks for due jobs every 10 seconds. A job publishes as
    // the staff member who scheduled it, so their site access still applies when it runs.
    autoRun: [{ cron: '*/10 * * * * *', queue: 'default', limit: 20 }],
    // One CMS instance runs them, however many are started (lib/advisory-locks.ts).
    shouldAutoRun: () => runsScheduledJobs(),
    access: { run: ({ req }) => isSuperAdmin(req.user), cancel: ({ req }) => isSuperAdmin(req.user) },
  },
  telemetry: false,
  plugins: [
    mediaStorage(),
    multiTenantPlugin<Config>({
      collections: {
        'site-settings': { isGlobal: true },
        navigation: { isGlobal: true },
        pages: {},
        'store-pages': {},
        posts: {},
        'brand-grids': {},
        dealerships: {},
        'destination-changes': {},
        locations: {},
        'promo-cards': {},
        reviews: {},
        'review-sources': {},
        faqs: {},
        'finance-lenders': {},
        'delivery-regions': {},
        media: {},
        leads: {},
        'lead-deliveries': {},
        'analytics-events': {},
        'car-views': {},
        customers: {},
        verifications: {},
        'saved-cars': {},
        'saved-searches': {},
        'shopper-alerts': {},
        'finance-applications': {},
        'trade-in-valuations': {},
        reservations: {},
        'stock-feeds': {},
        'stock-imports': {},
        'stock-overrides': {},
      },
      userHasAccessToAllTenants: (user) => isSuperAdmin(user),
      // Staff know their tenants as sites. Whatever fills the field in (the request, the plugin's default, a
      // duplicate's original), the site must pass the collection's create rule.
      tenantField: { label: 'Site', hooks: { beforeChange: [guardSiteAssignment] } },
      i18n: {
        translations: {
          en: {
            'nav-tenantSelector-label': 'Site',
            'assign-tenant-button-label': 'Move to another site',
            'assign-tenant-modal-title': 'Move "{{title}}" to another site',
            'field-assignedTenant-label': 'Site',
          },
        },
      },
      tenantsArrayField: {
        includeDefaultField: true,
        // Which sites a user works on, and as what, is a super-admin's decision: staff can't widen it.
        arrayFieldAccess: { create: ({ req }) => isSuperAdmin(req.user), update: ({ req }) => isSuperAdmin(req.user) },
        rowFields: [
          {
            name: 'role',
            type: 'select',
            required: true,
            defaultValue: 'tenant-editor',
            options: [
              { label: 'Site admin (also deletes)', value: 'tenant-admin' },
              { label: 'Site editor', value: 'tenant-editor' },
            ],
          },
        ],
      },
    }),
  ],
}).then(scopePayloadInternals)
