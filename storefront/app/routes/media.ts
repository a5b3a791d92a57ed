import { cmsMediaFile } from '../server/cms-media.server'
import type { Route } from './+types/media'

export function loader({ params }: Route.LoaderArgs) {
  return cmsMediaFile(params.file)
}
