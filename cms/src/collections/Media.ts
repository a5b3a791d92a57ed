import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { tenantScopedAccess } from '../access/roles'

export const Media: CollectionConfig = {
  slug: 'media',
  // Images are public (pages show them); only a site's staff upload, change or remove its media.
  access: tenantScopedAccess(true),
  upload: {
    // Uploads live with the rest of the local data (git-ignored), not in the source tree.
    staticDir: process.env.MEDIA_DIR ?? path.resolve('.data/media'),
    mimeTypes: ['image/*'],
    imageSizes: [
      { name: 'thumbnail', width: 400 },
      { name: 'card', width: 768 },
      { name: 'hero', width: 1600 },
    ],
  },
  fields: [{ name: 'alt', type: 'text', required: true }],
}
