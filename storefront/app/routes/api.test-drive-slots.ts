import { testDriveSlots } from '../lib/leads/leads.server'
import { requireTenant } from '../lib/site.server'
import type { Route } from './+types/api.test-drive-slots'

/** GET /api/test-drive-slots?car=<slug>: the free appointment times at the car's location. */
export async function loader({ request }: Route.LoaderArgs) {
  const tenant = await requireTenant(request)
  const car = new URL(request.url).searchParams.get('car') ?? ''
  if (!/^[a-z0-9-]{1,300}$/.test(car)) return Response.json({ error: 'Give the car as ?car=<slug>.' }, { status: 400 })
  const slots = await testDriveSlots(tenant, car)
  if (slots === null) return Response.json({ error: 'This car is no longer listed.' }, { status: 404 })
  return Response.json({ slots }, { headers: { 'cache-control': 'no-store' } })
}
