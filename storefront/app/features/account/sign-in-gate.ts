import { sameSitePath } from './same-site-path'

/** Spec 001 §2's sign-in types (what the shopper signs in for), and spec 000 §2's watchlist. */
export const SIGN_IN_TYPES = ['trade-in', 'checkout', 'finance', 'spin-to-win', 'online-payment', 'car-finance', 'my-garage', 'watchlist'] as const
export type SignInType = (typeof SIGN_IN_TYPES)[number]

export function isSignInType(value: unknown): value is SignInType {
  return typeof value === 'string' && (SIGN_IN_TYPES as readonly string[]).includes(value)
}

/** The branded garage paths (spec 001 §2); a site enables at most one, in its settings (`features.garagePath`). */
export const BRANDED_GARAGE_PATHS = ['mymotorama', 'mybigboxcars', 'myblinkr', 'myservco'] as const
export type BrandedGaragePath = (typeof BRANDED_GARAGE_PATHS)[number]

/** The site settings' "Sign-in required for" flags (cms SiteSettings `signInRequired`). */
export interface SignInFlags {
  checkout: boolean
  finance: boolean
  spinToWin: boolean
  financeApplication: boolean
}

/** The watchlist page: the View List toast's target (spec 000 §2 names no path). */
export const WATCHLIST_PATH = '/watchlist'
const GARAGE_PATH = '/my-garage'

/**
 * Which sign-in a request for `pathname` (with its query) needs, or null when anyone may see it (spec 001 §4):
 * - trade-in and sell-my-car: never;
 * - checkout (`/cars/{slug}/checkout`, `/cars/{slug}/buy-online`, `/checkout-journey?car_id=`): when the site's
 *   checkout flag is on, and only once the car is known (a checkout journey without its car_id waits);
 * - the finance pages (`/finance`, `/finance-enquiry`, `/apply-for-finance`): the finance flag;
 * - the finance application for a car (`/personalised/finance`, sign-in type car-finance): the finance-application flag;
 * - `/spin-to-win`: its flag;
 * - `/online-payment`, `/my-garage`, the branded garage paths and the watchlist: always.
 * Routes that don't exist yet are covered too, so the issues that build them only call this.
 */
export function signInGate(pathname: string, search: URLSearchParams, flags: SignInFlags): SignInType | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/'
  if (path === GARAGE_PATH || (BRANDED_GARAGE_PATHS as readonly string[]).includes(path.slice(1))) return 'my-garage'
  if (path === WATCHLIST_PATH) return 'watchlist'
  if (path === '/online-payment') return 'online-payment'
  if (path === '/spin-to-win') return flags.spinToWin ? 'spin-to-win' : null
  if (path === '/finance' || path === '/finance-enquiry' || path === '/apply-for-finance') return flags.finance ? 'finance' : null
  if (path === '/personalised/finance') return flags.financeApplication ? 'car-finance' : null
  if (/^\/cars\/[^/]+\/(?:checkout|buy-online)$/.test(path)) return flags.checkout ? 'checkout' : null
  if (path === '/checkout-journey') return flags.checkout && (search.get('car_id') ?? '').trim() !== '' ? 'checkout' : null
  return null
}

/** `/sign-in?type=…&redirect=…&back=…`, each part a same-site path (anything else becomes `/`). */
export function signInUrl(type: SignInType, redirect: string, back: string): string {
  const query = new URLSearchParams({ type, redirect: sameSitePath(redirect), back: sameSitePath(back) })
  return `/sign-in?${query}`
}
