import { WatchlistPage } from '../features/account/AccountPages'
import { accountPageAction, loadWatchlistPage } from '../features/account/account-pages.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/watchlist'

export { privatePageHeaders as headers } from '../server/page-cache.server'

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadWatchlistPage(await requireTenant(context), request, context)
}

export async function action({ request, context }: Route.ActionArgs) {
  return accountPageAction(await requireTenant(context), request, context, 'watchlist')
}

export default function WatchlistRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <WatchlistPage data={loaderData} actionData={actionData} />
}
