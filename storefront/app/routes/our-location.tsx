import { LocationPage } from '../features/locations/LocationPage'
import { loadLocationPage } from '../features/locations/location-page.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/our-location'

/** /our-location/{slug}: a location's page (spec 001 §2); an unknown, hidden or other site's location is the site's 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadLocationPage(await requireTenant(context), params.slug)
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: 'Location not found' }]
  return [{ title: `${data.name} | ${data.siteName}` }, { name: 'description', content: data.description }]
}

export default function OurLocationRoute({ loaderData }: Route.ComponentProps) {
  return <LocationPage page={loaderData} />
}
