import { createHash } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import sharp from 'sharp'
import type { StockCar } from '@dealer/stock/car'
import { createGuardedFetch, OutboundRequestError, type GuardedFetch } from '@dealer/outbound/guarded-fetch'

/**
 * A feed's photos, mirrored: each photo address on another host is fetched once through the guarded client, checked
 * as an image, and uploaded to the site's media (Payload resizes it into the widths the storefront uses, kept in the
 * media folder or the S3 bucket), so shoppers load photos from the storefront's own /media and never from the dealer's
 * DMS host. `stock_photos` remembers each address's upload, so later imports fetch only new photos. A photo that
 * can't be fetched is left out of the car and reported with its row; it is tried again at the next import.
 */

export interface PhotoProblem {
  stocknum: string
  url: string
  problem: string
}

/** Photos fetched at once: a dealer's photo host is someone else's server. */
const CONCURRENCY = 4
const MAX_PHOTO_BYTES = 20 * 1024 * 1024

let guardedFetch: GuardedFetch | null = null

/** An address on another host: the demo's photo paths and our own /media uploads are served here already. */
const isRemote = (url: string) => /^https?:\/\//i.test(url)

interface Mirrored {
  url: string
  thumb: string
}

/**
 * The cars with their remote photos replaced by mirrored ones; the photos that couldn't be fetched, per car. `progress`
 * hears the new photos tried of those to fetch, as each ends.
 */
export async function mirrorPhotos(
  payload: Payload,
  tenantId: number,
  cars: readonly StockCar[],
  progress: (tried: number, total: number) => Promise<void> = async () => undefined,
): Promise<{ cars: StockCar[]; problems: PhotoProblem[] }> {
  const wanted = [...new Set(cars.flatMap((car) => car.images.map((image) => image.image.url).filter(isRemote)))]
  if (wanted.length === 0) return { cars: [...cars], problems: [] }
  const known = await mirroredPhotos(payload, tenantId, wanted)
  const failed = new Map<string, string>()
  const missing = wanted.filter((url) => !known.has(url))
  if (missing.length > 0) await progress(0, missing.length)
  let next = 0
  let tried = 0
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, missing.length) }, async () => {
      while (next < missing.length) {
        const url = missing[next++]!
        const alt = cars.find((car) => car.images.some((image) => image.image.url === url))?.name ?? 'A car for sale'
        try {
          known.set(url, await mirrorPhoto(payload, tenantId, url, alt))
        } catch (error) {
          failed.set(url, error instanceof PhotoError ? error.message : 'The photo could not be stored.')
          if (!(error instanceof PhotoError)) console.warn(`photo ${url} of site ${tenantId}: ${error instanceof Error ? error.message : String(error)}`)
        }
        await progress(++tried, missing.length)
      }
    }),
  )
  return replacePhotos(cars, known, failed)
}

/**
 * The car with its remote photos as earlier imports mirrored them (stock_photos), fetching none: a photo not mirrored is
 * left out, as its import left it out. For a car rewritten from its imported facts (an override saved).
 */
export async function withMirroredPhotos(payload: Payload, tenantId: number, car: StockCar): Promise<StockCar> {
  const wanted = car.images.map((image) => image.image.url).filter(isRemote)
  if (wanted.length === 0) return car
  return replacePhotos([car], await mirroredPhotos(payload, tenantId, wanted), new Map()).cars[0]!
}

/** The cars with each remote photo replaced by its mirrored one, or left out (a problem of its car) when there is none. */
function replacePhotos(
  cars: readonly StockCar[],
  known: ReadonlyMap<string, Mirrored>,
  failed: ReadonlyMap<string, string>,
): { cars: StockCar[]; problems: PhotoProblem[] } {
  const problems: PhotoProblem[] = []
  const mirroredCars = cars.map((car) => {
    const images = car.images.flatMap((image) => {
      const url = image.image.url
      if (!isRemote(url)) return [image]
      const mirrored = known.get(url)
      if (!mirrored) {
        problems.push({ stocknum: car.stocknum, url, problem: failed.get(url) ?? 'The photo could not be fetched.' })
        return []
      }
      return [{ image: { url: mirrored.url, thumb: { url: mirrored.thumb } } }]
    })
    if (images.length === car.images.length && images.every((image, index) => image === car.images[index])) return car
    return {
      ...car,
      images,
      thumbnails: images.map((image) => image.image.thumb.url),
      primary_image_url: images[0]?.image.url ?? '',
      photos_count: images.length,
    }
  })
  return { cars: mirroredCars, problems }
}

class PhotoError extends Error {}

async function mirroredPhotos(payload: Payload, tenantId: number, urls: string[]): Promise<Map<string, Mirrored>> {
  const { rows } = await payload.db.drizzle.execute(sql`
    SELECT source_url, url, thumb_url FROM stock_photos
    WHERE tenant_id = ${tenantId} AND source_url IN (SELECT jsonb_array_elements_text(${JSON.stringify(urls)}::jsonb))`)
  return new Map((rows as Array<{ source_url: string; url: string; thumb_url: string }>).map((row) => [row.source_url, { url: row.url, thumb: row.thumb_url }]))
}

async function mirrorPhoto(payload: Payload, tenantId: number, url: string, alt: string): Promise<Mirrored> {
  guardedFetch ??= createGuardedFetch()
  let response
  try {
    response = await guardedFetch(url, { timeoutMs: 30_000, maxResponseBytes: MAX_PHOTO_BYTES, headers: { accept: 'image/*' } })
  } catch (error) {
    if (error instanceof OutboundRequestError) throw new PhotoError(`The photo could not be fetched: ${error.message}`)
    throw error
  }
  if (response.status !== 200) throw new PhotoError(`The photo’s address answered ${response.status}.`)
  let format: string | undefined
  try {
    format = (await sharp(response.body).metadata()).format
  } catch {
    throw new PhotoError('The photo’s address did not answer with an image.')
  }
  if (!format || !['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff'].includes(format)) throw new PhotoError('The photo’s address did not answer with an image.')
  const name = `stock-${createHash('sha256').update(`${tenantId}:${url}`).digest('hex').slice(0, 20)}.${format === 'jpeg' ? 'jpg' : format}`
  const created = await payload.create({
    collection: 'media',
    depth: 0,
    overrideAccess: true,
    data: { alt: alt.slice(0, 200), tenant: tenantId },
    file: { data: response.body, mimetype: `image/${format}`, name, size: response.body.length },
  })
  const sizes = (created as { sizes?: Record<string, { filename?: string | null } | undefined> }).sizes ?? {}
  const file = (size: string | null) => `/media/${encodeURIComponent((size ? sizes[size]?.filename : null) ?? created.filename ?? name)}`
  // The largest width the page shows (never enlarged: a smaller photo keeps its own), and the cards' thumbnail.
  const mirrored = { url: file(sizes.hero?.filename ? 'hero' : null), thumb: file(sizes.card?.filename ? 'card' : null) }
  await payload.db.drizzle.execute(sql`
    INSERT INTO stock_photos (tenant_id, source_url, media_id, url, thumb_url) VALUES (${tenantId}, ${url}, ${created.id}, ${mirrored.url}, ${mirrored.thumb})
    ON CONFLICT (tenant_id, source_url) DO UPDATE SET media_id = excluded.media_id, url = excluded.url, thumb_url = excluded.thumb_url`)
  return mirrored
}
