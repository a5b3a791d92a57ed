import type { CollectionConfig } from 'payload'
import { tenantScopedAccess } from '../access/roles'

export const Media: CollectionConfig = {
  slug: 'media',
  // Images are public (pages show them); only a site's staff upload, change or remove its media.
  access: tenantScopedAccess(true),
  upload: {
    mimeTypes: ['image/*'],
    imageSizes: [
      { name: 'thumbnail', width: 400 },
      { name: 'card', width: 768 },
      { name: 'hero', width: 1600 },
    ],
  },
  fields: [{ name: 'alt', type: 'text', required: true }],
}
