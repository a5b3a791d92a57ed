import type { GroupField } from 'payload'

/** What search engines and link previews show for a page. */
export const seoField: GroupField = {
  name: 'meta',
  label: 'SEO',
  type: 'group',
  fields: [
    { name: 'title', type: 'text', maxLength: 70, admin: { description: 'Up to 70 characters; without one, the page title and site name.' } },
    { name: 'description', type: 'textarea', maxLength: 160, admin: { description: 'Up to 160 characters, shown under the title in search results.' } },
  ],
}
