import { BookTestDrivePage } from '../features/enquiries/EnquiryPages'
import { loadBookTestDrivePage } from '../features/enquiries/enquiry-pages.server'
import { cmsPageMeta } from '../features/pages/CmsPageView'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/book-test-drive'

/** /book-test-drive and /book-test-drive/ (spec 001 §2's default navigation): a test drive without a car chosen. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadBookTestDrivePage(await requireTenant(context))
}

export function meta({ data }: Route.MetaArgs) {
  return cmsPageMeta(data)
}

export default function BookTestDriveRoute({ loaderData }: Route.ComponentProps) {
  return <BookTestDrivePage data={loaderData} />
}
