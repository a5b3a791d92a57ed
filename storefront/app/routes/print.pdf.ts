import { printPdfResponse } from '../features/print/print-pdf.server'
import { clientAddressContext } from '../server/client-address'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/print.pdf'

/** /print/pdf?car_id={slug}: the car's PDF, {slug}.pdf (spec 001 §7). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return printPdfResponse(await requireTenant(context), request, context.get(clientAddressContext))
}

export async function action({ request, context }: Route.ActionArgs) {
  return printPdfResponse(await requireTenant(context), request, context.get(clientAddressContext))
}
