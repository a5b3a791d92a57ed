import { PrintPage } from '../features/print/PrintPage'
import { loadPrintPage } from '../features/print/print-page.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/print'

/** /print?car_id={slug}: the car's printable page (spec 001 §2); a bad car_id is a 400, no such car here the site's 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPrintPage(await requireTenant(context), new URL(request.url))
}

export default function PrintRoute({ loaderData }: Route.ComponentProps) {
  return <PrintPage view={loaderData} />
}
