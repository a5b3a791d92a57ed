import { ComparePage } from '../features/compare/ComparePage'
import { loadComparePage } from '../features/compare/compare-page.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/compare'

/** /compare?cars=slug1,slug2,… : up to four of the site's cars side by side (compare-page.server.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadComparePage(await requireTenant(context), new URL(request.url))
}

export default function CompareRoute({ loaderData }: Route.ComponentProps) {
  return <ComparePage data={loaderData} />
}
