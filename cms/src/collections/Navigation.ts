import type { ArrayField, CollectionConfig } from 'payload'
import { tenantScopedAccess } from '../access/roles'
import { linkField } from '@dealer/blocks/ui/link-field'
import { onePerSite } from '../lib/one-per-site'
import { siteChangeHooks } from '../lib/site-changes'

/** Collapsed rows show their label or title. */
const NAMED_ROW_LABEL = '/components/NamedRowLabel#NamedRowLabel'

/** Links staff list themselves, shown while the entry or group is set to "the links below". */
function ownLinks(name: string, label: string): ArrayField {
  return {
    name,
    label,
    type: 'array',
    admin: { condition: (_data, siblingData: { fill?: string }) => siblingData?.fill === 'links', components: { RowLabel: NAMED_ROW_LABEL } },
    fields: [{ type: 'row', fields: [{ name: 'label', type: 'text', required: true, maxLength: 60 }, linkField()] }],
  }
}

/**
 * A site's header menu and footer link groups, one per site. Menu entries either list their own
 * links or are filled by the site: "Products" from the published store pages, "Makes" from the
 * brand mega menu. Every member of the site's staff keeps it; it is never deleted, only emptied.
 */
export const Navigation: CollectionConfig = {
  slug: 'navigation',
  labels: { singular: 'Navigation', plural: 'Navigation' },
  admin: { useAsTitle: 'id', description: 'The header menu and footer links of this site.' },
  access: tenantScopedAccess(true, { deleters: [] }),
  hooks: {
    beforeValidate: [onePerSite('navigation', 'This site already has its navigation: edit it instead.')],
    afterChange: siteChangeHooks.afterChange,
  },
  fields: [
    {
      name: 'header',
      label: 'Header menu',
      type: 'array',
      labels: { singular: 'Menu entry', plural: 'Menu entries' },
      admin: { initCollapsed: true, components: { RowLabel: NAMED_ROW_LABEL } },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true, maxLength: 40 },
            linkField({ description: 'Where the entry itself leads; may be empty for a dropdown.', required: false }),
          ],
        },
        {
          name: 'fill',
          label: 'Dropdown',
          type: 'select',
          required: true,
          defaultValue: 'links',
          options: [
            { label: 'The links below (none: a plain link)', value: 'links' },
            { label: 'The published store pages (Products)', value: 'store-pages' },
            { label: 'The brand mega menu (makes in stock)', value: 'makes' },
          ],
        },
        ownLinks('children', 'Dropdown links'),
      ],
      validate: (rows: unknown) => {
        const entries = Array.isArray(rows) ? (rows as Array<{ label?: string; link?: string | null; fill?: string; children?: unknown[] | null }>) : []
        const dead = entries.find((entry) => !entry.link && (entry.fill ?? 'links') === 'links' && !entry.children?.length)
        return dead ? `"${dead.label ?? 'A menu entry'}" needs a link, dropdown links, or a dropdown the site fills.` : true
      },
    },
    {
      name: 'footer',
      label: 'Footer groups',
      type: 'array',
      labels: { singular: 'Footer group', plural: 'Footer groups' },
      admin: { initCollapsed: true, components: { RowLabel: NAMED_ROW_LABEL } },
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 40 },
        {
          name: 'fill',
          label: 'Links',
          type: 'select',
          required: true,
          defaultValue: 'links',
          options: [
            { label: 'The links below', value: 'links' },
            // Two such groups split the store pages between them, in menu order.
            { label: 'The published store pages (shared between all such groups)', value: 'store-pages' },
          ],
        },
        ownLinks('links', 'Links'),
      ],
    },
  ],
}
