import { SaveSearchPage } from '../features/saved-searches/SavedSearchPages'
import { loadSaveSearchPage, saveSearchAction } from '../features/saved-searches/saved-searches.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/my-garage.searches.new'

export { privatePageHeaders as headers } from '../server/page-cache.server'

/** "Save this search" (issue 47): /my-garage/searches/new?search=<the search page's address>, signed-in only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSaveSearchPage(await requireTenant(context), request, context)
}

export async function action({ request, context }: Route.ActionArgs) {
  return saveSearchAction(await requireTenant(context), request, context)
}

export default function SaveSearchRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SaveSearchPage data={loaderData} actionData={actionData} />
}
