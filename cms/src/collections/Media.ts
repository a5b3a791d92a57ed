import type { CollectionConfig } from 'payload'
import { signedIn } from '../access/roles'

export const Media: CollectionConfig = {
  slug: 'media',
  access: { read: () => true, create: signedIn, update: signedIn, delete: signedIn },
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
