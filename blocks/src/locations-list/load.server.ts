import type { LocationsListBlock } from '@dealer/cms-contract'
import type { BlockReaders } from '../readers'
import { locationCardSettings, locationsListData, type LocationsListData } from './card'

export async function loadLocationsList(block: LocationsListBlock, { cms, now }: BlockReaders): Promise<LocationsListData> {
  const [locations, settings] = await Promise.all([cms.locations(), cms.siteSettings()])
  return locationsListData(locations, block.show, locationCardSettings(settings, now))
}
