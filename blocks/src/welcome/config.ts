import type { Block } from 'payload'
import { linkField } from '../ui/link-field'

/** Spec 001 §2: a welcome section with the buttons View Our Cars and Contact Us. */
export const welcomeBlock: Block = {
  slug: 'welcome',
  interfaceName: 'WelcomeBlock',
  labels: { singular: 'Welcome section', plural: 'Welcome sections' },
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 100 },
    { name: 'text', type: 'textarea', required: true, maxLength: 800, admin: { description: 'A blank line starts a new paragraph.' } },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      type: 'row',
      fields: [
        linkField({ name: 'carsLink', description: 'Where View Our Cars leads.' }),
        linkField({ name: 'contactLink', description: 'Where Contact Us leads.' }),
      ],
    },
  ],
}
