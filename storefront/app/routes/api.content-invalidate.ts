import { invalidateContent } from '../server/content-invalidate.server'
import type { Route } from './+types/api.content-invalidate'

export function action({ request }: Route.ActionArgs) {
  return invalidateContent(request)
}

export function loader() {
  return Response.json({ message: 'Use POST.' }, { status: 405 })
}
