/** Storefront settings from the environment, read once. Defaults suit `npm start` on one machine. */
export const config = {
  cmsUrl: process.env.CMS_INTERNAL_URL ?? `http://127.0.0.1:${process.env.CMS_PORT ?? 3001}`,
  /** Where staff's browsers reach the CMS: the origin live-preview messages come from. */
  cmsPublicUrl: process.env.CMS_PUBLIC_URL ?? `http://localhost:${process.env.CMS_PORT ?? 3001}`,
  /**
   * LOCAL_SITE_HOSTS=1 (set by `npm start` and `npm test`), or the development server: `<slug>.localhost` reaches a site
   * and a bare local host the default one. Otherwise only a site's configured domains do.
   */
  localSiteHosts: {
    enabled: process.env.LOCAL_SITE_HOSTS === '1' || process.env.NODE_ENV === 'development',
    defaultSlug: process.env.DEFAULT_TENANT || null,
  },
  /** A site's own address when it has no domain configured (local stacks only): `{slug}` is replaced. */
  localSiteUrlPattern: process.env.STOREFRONT_SITE_URL_PATTERN ?? `http://{slug}.localhost:${process.env.PORT ?? 3000}`,
  invalidateSecret: process.env.CONTENT_INVALIDATE_SECRET ?? '',
  /** The storefront's credential for the CMS's lead and analytics intake. */
  storefrontApiSecret: process.env.STOREFRONT_API_SECRET ?? '',
  search: {
    appId: process.env.ALGOLIA_APP_ID ?? 'local',
    searchKey: process.env.ALGOLIA_SEARCH_KEY ?? 'local-search-key',
    /** Unset in production: the client then talks to Algolia's own hosts. */
    url: process.env.SEARCH_URL ?? (process.env.ALGOLIA_APP_ID ? null : `http://127.0.0.1:${process.env.SEARCH_PORT ?? 3002}`),
  },
  /** How long cached content may be served if a publish notification is ever missed. */
  contentTtlMs: Number(process.env.CONTENT_CACHE_TTL_MS ?? 10 * 60 * 1000),
}
