import { availableParallelism } from 'node:os'
import { isDevelopmentDeployment } from '@dealer/cms-contract/deployment'
const production = process.env.NODE_ENV === 'production'

/**
 * The storefront's secrets: in development (DEALER_ENV=development, said explicitly) unset means a local value (or
 * none), so a checkout starts with nothing set; production, every other deployment, refuses to start without them (server/main.ts, missingSecretsMessage), never falling back to a value anyone
 * can read in this repository.
 */
const SECRET_PURPOSES = {
  STOREFRONT_API_SECRET: "the storefront's credential for the CMS's lead and analytics intake",
  ALGOLIA_SEARCH_KEY: "the search-only key each site's secured key is derived from",
  ALTCHA_HMAC_KEY: "the key the enquiry forms' captcha challenges are signed with (any long random value, the storefront's own)",
} as const

/** The message naming each missing secret, or null (always null in development). */
export function missingSecretsMessage(env: NodeJS.ProcessEnv = process.env): string | null {
  if (isDevelopmentDeployment(env)) return null
  const missing = (Object.keys(SECRET_PURPOSES) as Array<keyof typeof SECRET_PURPOSES>).filter((name) => !env[name])
  if (missing.length === 0) return null
  return [
    `The storefront does not start in production without ${missing.join(', ')}:`,
    ...missing.map((name) => `  ${name}: ${SECRET_PURPOSES[name]}`),
    'Set each to the value the CMS (or Algolia) has; see docs/operations.md, "Deploying to production".',
  ].join('\n')
}

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
  /** The storefront's credential for the CMS's lead and analytics intake. */
  storefrontApiSecret: process.env.STOREFRONT_API_SECRET ?? '',
  /**
   * The key the captcha's challenges are signed and checked with (captcha.server.ts): every storefront instance has the
   * same one. In development, unset means a local value; production refuses to start without it (missingSecretsMessage).
   */
  altchaHmacKey: process.env.ALTCHA_HMAC_KEY || (isDevelopmentDeployment() ? 'local-altcha-hmac-key' : ''),
  search: {
    appId: process.env.ALGOLIA_APP_ID ?? 'local',
    // The local search service's development key; production has its own (missingSecretsMessage).
    searchKey: process.env.ALGOLIA_SEARCH_KEY || (isDevelopmentDeployment() ? 'local-search-key' : ''),
    /** Unset in production: the client then talks to Algolia's own hosts. */
    url: process.env.SEARCH_URL ?? (process.env.ALGOLIA_APP_ID ? null : `http://127.0.0.1:${process.env.SEARCH_PORT ?? 3002}`),
  },
  /** Server processes sharing the port (server/main.ts): one per core in production, one otherwise (the development server is one). */
  serverWorkers: Math.max(1, Number(process.env.STOREFRONT_WORKERS ?? (production ? availableParallelism() : 1)) || 1),
  /** Where the rate limits shared by every instance live (rate-limit.server.ts), and where site changes are heard (site-changes.server.ts). */
  databaseUri: process.env.DATABASE_URI ?? null,
  /** How long cached content and pages may be served if a site change notification is ever missed. */
  contentTtlMs: Number(process.env.CONTENT_CACHE_TTL_MS ?? 10 * 60 * 1000),
  /**
   * How long a whole page may be answered from memory (page-cache.server.ts); 0 keeps none. Production only: the
   * development server would otherwise answer with pages of code that has since changed.
   */
  pageCacheTtlMs: production ? Number(process.env.PAGE_CACHE_TTL_MS ?? process.env.CONTENT_CACHE_TTL_MS ?? 10 * 60 * 1000) : 0,
  /** The most each process's page cache holds, pages and their compressed copies together. */
  pageCacheMaxBytes: Number(process.env.PAGE_CACHE_MAX_MB ?? 128) * 1024 * 1024,
  /** Pages one network may have rendered a minute, past the page cache (server/render-limit.ts). */
  renderRateLimitPerMinute: Math.max(1, Number(process.env.RENDER_RATE_LIMIT_PER_MINUTE ?? 300) || 300),
}
