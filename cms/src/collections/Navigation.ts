import type { ArrayField, CollectionConfig, Field } from 'payload'
import { tenantScopedAccess } from '../access/roles'
import { linkField } from '@dealer/blocks/ui/link-field'
import { onePerSite } from '../lib/one-per-site'
import { siteChangeHooks } from '../lib/site-changes'
import { NAV_GROUPS } from '../admin/nav-groups'

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

/** Shown while the entry is the brand mega menu. */
const whileMakes = (_data: unknown, siblingData: { fill?: string }) => siblingData?.fill === 'makes'

/**
 * Spec 001 §4: "Some sites replace certain entries with fixed brand lists (for example dealer sub-brands of two
 * manufacturers, or a used-cars tile)." Tiles staff list themselves in the mega menu: one naming a make takes that
 * make's place (several may share one make, in their order); the others follow the makes. Or the menu shows only these.
 */
function fixedTiles(): Field[] {
  return [
    {
      name: 'tiles',
      label: 'Fixed tiles',
      type: 'array',
      labels: { singular: 'Tile', plural: 'Tiles' },
      admin: {
        condition: whileMakes,
        initCollapsed: true,
        components: { RowLabel: NAMED_ROW_LABEL },
        description: 'Tiles of your own in the mega menu, e.g. a dealership of one make, or Used cars. Without any, the menu shows the makes in stock.',
      },
      fields: [
        { type: 'row', fields: [{ name: 'label', type: 'text', required: true, maxLength: 40 }, linkField()] },
        {
          type: 'row',
          fields: [
            {
              name: 'replaces',
              label: 'In place of the make',
              type: 'text',
              maxLength: 60,
              admin: { description: 'A make as stock names it, e.g. Ford: its tile gives way to this one. Empty: after the makes.' },
            },
            { name: 'logo', type: 'upload', relationTo: 'media', admin: { description: 'Without one, the logo of the make it replaces, or a generic one.' } },
          ],
        },
      ],
    },
    {
      name: 'tilesOnly',
      label: 'Only the fixed tiles (not the makes in stock)',
      type: 'checkbox',
      defaultValue: false,
      admin: { condition: whileMakes },
    },
  ]
}

/**
 * A site's header menu and footer link groups, one per site. Menu entries either list their own
 * links or are filled by the site: "Products" from the published store pages, "Makes" from the
 * brand mega menu (with any fixed tiles staff list). Every member of the site's staff keeps it; it is never deleted, only emptied.
 */
export const Navigation: CollectionConfig = {
  slug: 'navigation',
  labels: { singular: 'Navigation', plural: 'Navigation' },
  admin: { useAsTitle: 'id', group: NAV_GROUPS.content, description: 'The header menu and footer links of this site.' },
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
            { label: 'The brand mega menu (makes in stock, or fixed tiles)', value: 'makes' },
          ],
        },
        ownLinks('children', 'Dropdown links'),
        ...fixedTiles(),
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
