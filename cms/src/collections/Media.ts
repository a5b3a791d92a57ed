import { existsSync } from 'node:fs'
import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { tenantScopedAccess } from '../access/roles'
import { siteChangeHooks } from '../lib/site-changes'
import { mediaInBucket } from '../media/storage'
import { NAV_GROUPS } from '../admin/nav-groups'

/** The sizes every uploaded image is resized to (height follows the aspect ratio). */
const IMAGE_WIDTHS = [
  { name: 'thumbnail', width: 400 },
  { name: 'card', width: 768 },
  { name: 'tablet', width: 1024 },
  { name: 'hero', width: 1600 },
] as const

const staticDir = process.env.MEDIA_DIR ?? path.resolve('.data/media')

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: NAV_GROUPS.content },
  // Images are public (pages show them); only a site's staff upload, change or remove its media.
  access: tenantScopedAccess(true),
  // Pages carry an image's alt text and sizes.
  hooks: siteChangeHooks,
  upload: {
    // Uploads live with the rest of the local data (git-ignored), not in the source tree; or in a bucket
    // (media/storage.ts), whose adapter answers a missing file with a 404 itself.
    staticDir,
    handlers: mediaInBucket
      ? []
      : [
          // Payload answers a file that isn't on disk with a 500; a missing image is a 404.
          (_req, { params }) => {
            const file = path.resolve(staticDir, params.filename)
            // A name outside the folder is left to Payload's own check (a 400).
            if (file.startsWith(path.resolve(staticDir) + path.sep) && !existsSync(file))
              return Response.json({ message: 'There is no such image.' }, { status: 404 })
          },
        ],
    mimeTypes: ['image/*'],
    // Widths for srcset (phones, cards, tablets, full-width heroes), as WebP; never enlarged. The
    // original is kept for staff and as the largest choice.
    imageSizes: IMAGE_WIDTHS.map(({ name, width }) => ({ name, width, formatOptions: { format: 'webp', options: { quality: 80 } } })),
    adminThumbnail: 'thumbnail',
    focalPoint: true,
  },
  fields: [{ name: 'alt', type: 'text', required: true, admin: { description: 'What the image shows, for shoppers who can’t see it.' } }],
}
