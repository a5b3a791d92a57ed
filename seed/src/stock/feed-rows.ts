import type { StockCar } from '@dealer/stock/car'

/** Fields the importer works out (stock/src/derive.ts): a feed never sends them. */
const DERIVED = new Set([
  'tenant',
  'objectID',
  'path',
  'make_model',
  'sold',
  'price_range',
  'weekly_price',
  'selling_price',
  'special_offer',
  'created_at_timestamp',
  'location_id',
  'location_name',
  'city',
  'state',
  'primary_image_url',
  'photos_count',
  'engine_size_litres',
  'categories',
  'filtered_features',
])

/**
 * A demo car as a dealer's JSON feed states it: the record without what the importer works out, and the photos and
 * videos as their addresses. Importing these rows gives back the very records the seed writes (feed-rows.test.ts), so
 * the demo sites' scheduled feed sources keep their stock as seeded.
 */
export function feedRowOf(car: StockCar): Record<string, unknown> {
  const row: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(car)) if (!DERIVED.has(key)) row[key] = value
  row.images = car.images.map((image) => image.image.url)
  row.walkaround_videos = car.walkaround_videos.map((video) => video.video.url)
  row.videos = car.videos.map((video) => video.video.url)
  return row
}
