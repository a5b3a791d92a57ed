import { getSiteSettings } from '../../server/cms.server'
import type { Tenant } from '../../server/tenant'
import { savedCarSettings, type SavedCarSettings } from './saved-car-visibility'

/** The site's Favourite and Compare settings, for every page's layout data (cards appear on many pages). */
export async function loadSavedCarSettings(tenant: Tenant): Promise<SavedCarSettings> {
  return savedCarSettings(await getSiteSettings(tenant))
}
