/** Storefront settings from the environment, read once. Defaults suit `npm start` on one machine. */
export const config = {
  cmsUrl: process.env.CMS_INTERNAL_URL ?? `http://127.0.0.1:${process.env.CMS_PORT ?? 3001}`,
  /** Where staff's browsers reach the CMS: the origin live-preview messages come from. */
  cmsPublicUrl: process.env.CMS_PUBLIC_URL ?? `http://localhost:${process.env.CMS_PORT ?? 3001}`,
  defaultTenant: process.env.DEFAULT_TENANT || null,
  invalidateSecret: process.env.CONTENT_INVALIDATE_SECRET ?? '',
  /** The storefront's credential for the CMS's lead and analytics intake. */
  storefrontApiSecret: process.env.STOREFRONT_API_SECRET ?? '',
  search: {
    appId: process.env.ALGOLIA_APP_ID ?? 'local',
    searchKey: process.env.ALGOLIA_SEARCH_KEY ?? 'local-search-key',
    /** Unset in production: the client then talks to Algolia's own hosts. */
    url: process.env.SEARCH_URL ?? (process.env.ALGOLIA_APP_ID ? null : `http://127.0.0.1:${process.env.SEARCH_PORT ?? 3002}`),
  },
  /** Where the rate limits shared by every instance live (rate-limit.server.ts). */
  databaseUri: process.env.DATABASE_URI ?? null,
  /** How long cached content may be served if a publish notification is ever missed. */
  contentTtlMs: Number(process.env.CONTENT_CACHE_TTL_MS ?? 10 * 60 * 1000),
}
