import { SavedSearchesPage } from '../features/saved-searches/SavedSearchPages'
import { loadSavedSearchesPage, savedSearchesAction } from '../features/saved-searches/saved-searches.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/my-garage.searches'

export { privatePageHeaders as headers } from '../server/page-cache.server'

/** My garage → Saved searches (issue 47): signed-in only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSavedSearchesPage(await requireTenant(context), request, context)
}

export async function action({ request, context }: Route.ActionArgs) {
  return savedSearchesAction(await requireTenant(context), request, context)
}

export default function SavedSearchesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SavedSearchesPage data={loaderData} actionData={actionData} />
}
