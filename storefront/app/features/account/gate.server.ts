import type { SiteSetting } from '@dealer/cms-contract'
import { redirect, type RouterContextProvider } from 'react-router'
import { getSiteSettings } from '../../server/cms.server'
import { requireTenant } from '../../server/tenant.server'
import { refererPath } from './same-site-path'
import { currentSession, type ShopperSession } from './session.server'
import { signInGate, signInUrl, type BrandedGaragePath, type SignInFlags, type SignInType } from './sign-in-gate'

/** The site's "Sign-in required for" flags; unset flags are off. */
export function signInFlags(settings: SiteSetting | null): SignInFlags {
  const flags = settings?.signInRequired
  return {
    checkout: flags?.checkout ?? false,
    finance: flags?.finance ?? false,
    spinToWin: flags?.spinToWin ?? false,
    financeApplication: flags?.financeApplication ?? false,
  }
}

/** The branded garage address the site enables (features.garage on, and its path chosen), or null. */
export function brandedGaragePath(settings: SiteSetting | null): BrandedGaragePath | null {
  return settings?.features?.garage ? (settings.features.garagePath ?? null) : null
}

/**
 * The sign-in page for a signed-out shopper who asked for `request`: the path they asked for is where sign-in returns
 * them, and the page they came from (when it is this site's) is where "back" leads.
 */
function signInRedirect(request: Request, type: SignInType): Response {
  const url = new URL(request.url)
  return redirect(signInUrl(type, `${url.pathname}${url.search}`, refererPath(request.headers.get('referer'), request.url)))
}

/**
 * For a route's loader: a signed-out shopper asking for a gated page (signInGate, from the site's flags) is redirected
 * to sign in before anything of the page is loaded. Returns the session (null when the page isn't gated and nobody is
 * signed in). Every route that may be gated calls this first, routes later issues add included.
 */
export async function gateRoute(request: Request, context: Readonly<RouterContextProvider>): Promise<ShopperSession | null> {
  const url = new URL(request.url)
  const type = signInGate(url.pathname, url.searchParams, signInFlags(await getSiteSettings(await requireTenant(context))))
  if (!type) return null
  const session = await currentSession(context)
  if (!session) throw signInRedirect(request, type)
  return session
}

/** For a page only a signed-in shopper sees (my garage, the watchlist): the session, or the redirect to sign in. */
export async function requireShopper(request: Request, context: Readonly<RouterContextProvider>, type: SignInType): Promise<ShopperSession> {
  const session = await currentSession(context)
  if (!session) throw signInRedirect(request, type)
  return session
}
