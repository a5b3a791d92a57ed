import type { Payload } from 'payload'
import sharp from 'sharp'
import { wordmarkSvg } from '@dealer/cms/onboarding/wordmark'
import { SeededRandom } from './stock/random'

/**
 * Demo pictures drawn here rather than bundled: no photo rights to clear, nothing large in git. Each is
 * an SVG illustration (a landscape, or a logo) that the seed rasterises with sharp where the CMS should
 * make its WebP sizes from it.
 */

export interface Landscape {
  /** Sky from top to horizon. */
  sky: [string, string]
  /** Far hills, near hills, ground. */
  land: [string, string, string]
  sun: string
}

export const LANDSCAPES = {
  dawn: { sky: ['#1d3557', '#f4a261'], land: ['#6d597a', '#b56576', '#7f4f24'], sun: '#ffd166' },
  desert: { sky: ['#48cae4', '#fefae0'], land: ['#bc6c25', '#dda15e', '#a44a3f'], sun: '#fff3b0' },
  rainforest: { sky: ['#3a86ff', '#caf0f8'], land: ['#2d6a4f', '#40916c', '#1b4332'], sun: '#ffffff' },
  dusk: { sky: ['#240046', '#ff7b00'], land: ['#3c096c', '#5a189a', '#10002b'], sun: '#ffba08' },
  coast: { sky: ['#00b4d8', '#e0fbfc'], land: ['#588157', '#a3b18a', '#e9c46a'], sun: '#fffbe6' },
} satisfies Record<string, Landscape>

/** A ridge line across the picture: a smooth path of random heights around `base` (a fraction of the height). */
function ridge(random: SeededRandom, width: number, height: number, base: number, roughness: number): string {
  const points = Array.from({ length: 9 }, (_, index) => [(index / 8) * width, height * (base + (random.next() - 0.5) * roughness)] as const)
  const curve = points
    .slice(1)
    .map(([x, y], index) => `S ${x - width / 16} ${y} ${x} ${points[index + 1][1]}`)
    .join(' ')
  return `M 0 ${height} L 0 ${points[0][1]} ${curve} L ${width} ${height} Z`
}

function landscapeSvg(landscape: Landscape, width: number, height: number, seed: number): string {
  const random = new SeededRandom(seed)
  const [far, near, ground] = landscape.land
  const sunX = width * (0.2 + random.next() * 0.6)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${landscape.sky[0]}"/><stop offset="0.75" stop-color="${landscape.sky[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${sunX}" cy="${height * 0.42}" r="${height * 0.09}" fill="${landscape.sun}" opacity="0.9"/>
<path d="${ridge(random, width, height, 0.55, 0.25)}" fill="${far}"/>
<path d="${ridge(random, width, height, 0.68, 0.18)}" fill="${near}"/>
<path d="${ridge(random, width, height, 0.82, 0.08)}" fill="${ground}"/>
</svg>`
}

interface MediaSeed {
  filename: string
  alt: string
  file: () => Promise<{ data: Buffer; mimetype: string }>
}

/** A landscape as a JPEG of this size, from which the CMS makes its WebP sizes. */
export function landscapeJpeg(filename: string, alt: string, landscape: Landscape, [width, height]: [number, number], seed: number): MediaSeed {
  return {
    filename,
    alt,
    file: async () => ({
      data: await sharp(Buffer.from(landscapeSvg(landscape, width, height, seed)))
        .jpeg({ quality: 82 })
        .toBuffer(),
      mimetype: 'image/jpeg',
    }),
  }
}

/** A white logo for a coloured header, drawn as a new site's is (its initials and name). */
export function logoFile(filename: string, name: string): MediaSeed {
  return { filename, alt: `${name} logo`, file: async () => ({ data: Buffer.from(wordmarkSvg(name)), mimetype: 'image/svg+xml' }) }
}

/** An SVG drawn in the seed (a brand's logo, a menu tile), uploaded as it is. */
export function svgFile(filename: string, alt: string, svg: string): MediaSeed {
  return { filename, alt, file: async () => ({ data: Buffer.from(svg), mimetype: 'image/svg+xml' }) }
}

/** The site's upload with this file name, uploading it the first time; re-seeding reuses it. */
export async function seedMedia(payload: Payload, tenantId: number, media: MediaSeed): Promise<number> {
  return (await seedMediaFile(payload, tenantId, media)).id
}

/**
 * As seedMedia, with the name the upload was stored under: the CMS renames a file whose name is taken in its folder
 * (`logo-1.svg`), and an address to it must use the stored name.
 */
export async function seedMediaFile(payload: Payload, tenantId: number, media: MediaSeed): Promise<{ id: number; filename: string }> {
  const stem = media.filename.replace(/\.[^.]+$/, '')
  const extension = media.filename.slice(stem.length)
  const found = await payload.find({
    collection: 'media',
    // Seeded under its name, or renamed by the CMS on the way in (`name-1.svg`) and recognised by its alt text.
    where: {
      and: [
        { tenant: { equals: tenantId } },
        { or: [{ filename: { equals: media.filename } }, { and: [{ filename: { like: `${stem}-` } }, { alt: { equals: media.alt } }] }] },
      ],
    },
    limit: 10,
    depth: 0,
  })
  const existing =
    found.docs.find((doc) => doc.filename === media.filename) ??
    found.docs.find((doc) => doc.filename?.match(new RegExp(`^${escapeRegExp(stem)}-\\d+${escapeRegExp(extension)}$`)))
  if (existing?.filename) return { id: existing.id, filename: existing.filename }
  const { data, mimetype } = await media.file()
  const created = await payload.create({
    collection: 'media',
    depth: 0,
    data: { alt: media.alt, tenant: tenantId },
    file: { data, mimetype, name: media.filename, size: data.length },
  })
  return { id: created.id, filename: created.filename ?? media.filename }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
