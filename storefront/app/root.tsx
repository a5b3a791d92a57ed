import { useEffect, type ReactNode } from 'react'
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteError, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/root'
import { NotFoundMessage } from './ui/NotFoundMessage'
import { SiteFooter } from './features/chrome/SiteFooter'
import { SiteHeader } from './features/chrome/SiteHeader'
import { recordArrival } from './features/leads/arrival'
import { recordVisitedPage } from './features/leads/lead-storage'
import { loadLayout } from './features/chrome/site-chrome.server'
import { loadSavedCarSettings } from './features/saved-cars/saved-car-settings.server'
import { captchaSetting } from './features/leads/lead-settings'
import { getSiteSettings } from './server/cms.server'
import { requireTenant, tenantMiddleware } from './server/tenant.server'
import { signedInShopper, shopperSessionMiddleware } from './features/account/session.server'
import { savedCarIds } from './features/account/watchlist.server'
import { WatchlistProvider } from './features/account/Watchlist'
import { pageCache } from './page-cache.server'
import { HydrateWhenVisible, usePageHydrated } from '@dealer/blocks/ui/near-viewport'
import { RequestReference } from './ui/RequestReference'
import stylesHref from './styles.css?url'

// The page cache's is outside the session's: it must see a signed-in page's `private, no-store`.
export const middleware: Route.MiddlewareFunction[] = [tenantMiddleware, pageCache.middleware, shopperSessionMiddleware]

export async function loader({ context }: Route.LoaderArgs) {
  const tenant = await requireTenant(context)
  const [layout, savedCars, session, settings] = await Promise.all([
    loadLayout(tenant),
    loadSavedCarSettings(tenant),
    signedInShopper(context),
    getSiteSettings(tenant),
  ])
  // Of the shopper, only whether they are signed in and which cars they saved reach the browser.
  return {
    ...layout,
    savedCars,
    // Whether the site's lead forms carry the captcha (Site settings → Enquiry forms).
    captcha: captchaSetting(settings),
    shopper: { signedIn: session !== null, savedCarIds: await savedCarIds(tenant, session) },
  }
}

const SIGNED_OUT = { signedIn: false, savedCarIds: [] as string[] }

export function Layout({ children }: { children: ReactNode }) {
  // Here rather than in App: an error page (a 404) hydrates too.
  usePageHydrated()
  const root = useRouteLoaderData<typeof loader>('root')
  const site = root?.site
  const shopper = root?.shopper ?? SIGNED_OUT
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before the scripts' preloads (React puts stylesheets with a precedence first): the page's only render-blocking file. */}
        <link rel="stylesheet" href={stylesHref} precedence="default" />
        <Meta />
        <Links />
        {site ? <style>{`:root{--brand:${safeColour(site.primaryColour)}}`}</style> : null}
      </head>
      <body className={site ? `template-${site.template}` : undefined}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {root ? (
          <SiteHeader
            name={root.site.name}
            phone={root.site.phone}
            logo={root.chrome.logo}
            chrome={root.chrome}
            account={root.site.template === 'accessories' ? null : { signedIn: root.shopper.signedIn }}
          />
        ) : null}
        <WatchlistProvider signedIn={shopper.signedIn} savedCarIds={shopper.savedCarIds}>
          <main id="main">{children}</main>
        </WatchlistProvider>
        {root ? (
          <HydrateWhenVisible>
            <SiteFooter name={root.site.name} tagline={root.site.tagline} groups={root.chrome.footer} />
          </HydrateWhenVisible>
        ) : null}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

/** Theme colours come from staff input: only a plain hex colour may reach the style sheet. */
function safeColour(colour: string): string {
  return /^#[0-9a-f]{3,8}$/i.test(colour) ? colour : '#0b3d91'
}

/**
 * Each page of the visit goes on the trail a lead carries for the dealer (lead-storage.ts), and the page the visit
 * landed on says where it came from (arrival.ts).
 */
function useVisitTrail(): void {
  const { pathname } = useLocation()
  useEffect(() => recordArrival(), [])
  useEffect(() => recordVisitedPage(pathname), [pathname])
}

export default function App() {
  useVisitTrail()
  return <Outlet />
}

export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) {
    const unknownSite = (error.data as { reason?: string } | null)?.reason === 'unknown-site'
    return unknownSite ? (
      <section className="error-page">
        <title>Site not found</title>
        <h1>There is no dealer site at this address</h1>
        <p>Check the address, or contact the dealership for its website link.</p>
      </section>
    ) : (
      <NotFoundMessage />
    )
  }
  if (isRouteErrorResponse(error) && error.status < 500) {
    const message = (error.data as { message?: string } | null)?.message
    return (
      <section className="error-page">
        <title>That request didn’t work</title>
        <h1>That request didn’t work</h1>
        <p>{message || error.statusText || 'Please check the address and try again.'}</p>
      </section>
    )
  }
  return (
    <section className="error-page">
      <title>Something went wrong</title>
      <h1>Something went wrong</h1>
      <p>Please try again in a moment. If it keeps happening, call the dealership.</p>
      <RequestReference />
    </section>
  )
}
