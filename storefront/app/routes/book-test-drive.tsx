import { BookTestDrivePage } from '../features/enquiries/EnquiryPages'
import { bookTestDriveTimes, loadBookTestDrivePage } from '../features/enquiries/enquiry-pages.server'
import { SHOW_TIMES } from '../features/leads/BookTestDriveForm'
import { leadFormAction } from '../features/leads/lead-requests.server'
import { cmsPageMeta } from '../features/pages/CmsPageView'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/book-test-drive'

/** /book-test-drive and /book-test-drive/ (spec 001 §2's default navigation): a test drive without a car chosen. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadBookTestDrivePage(await requireTenant(context))
}

/** The form's post: a test drive (features/leads/lead-requests.server.ts), or "Show free times" for the location chosen. */
export async function action(args: Route.ActionArgs) {
  return leadFormAction(
    args,
    () => ({ form: 'test-drive', car: null }),
    async (fields, tenant) =>
      fields.get(SHOW_TIMES.name) === SHOW_TIMES.value ? { times: await bookTestDriveTimes(tenant, fields.get('location') ?? '') } : null,
  )
}

export function meta({ data }: Route.MetaArgs) {
  return cmsPageMeta(data)
}

export default function BookTestDriveRoute({ loaderData, actionData }: Route.ComponentProps) {
  // Without JavaScript, "Show free times" comes back with the chosen location's times.
  const times = (actionData as { times?: Awaited<ReturnType<typeof bookTestDriveTimes>> } | undefined)?.times
  return <BookTestDrivePage data={times === undefined ? loaderData : { ...loaderData, slots: times }} />
}
