import { forwardSearchQueries, refusal } from '../features/search/search-api.server'
import type { Route } from './+types/search-api'

export function action({ request }: Route.ActionArgs) {
  return forwardSearchQueries(request)
}

export function loader() {
  return refusal(405, 'Search queries are POSTed.')
}
