import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'
import { referencesIn } from './same-site-references'

// The shapes Payload's sanitised config gives the hook (flattenedFields), trimmed to what the walk reads.
const fields = [
  { name: 'tenant', type: 'relationship', relationTo: 'tenants' },
  { name: 'title', type: 'text' },
  { name: 'meta', type: 'group', flattenedFields: [{ name: 'image', type: 'upload', relationTo: 'media' }] },
  {
    name: 'layout',
    type: 'blocks',
    blocks: [
      { slug: 'brandGrid', flattenedFields: [{ name: 'grid', type: 'relationship', relationTo: 'brand-grids' }] },
      { slug: 'productGrid', flattenedFields: [{ name: 'pages', type: 'relationship', relationTo: 'store-pages', hasMany: true }] },
      {
        slug: 'imageSlider',
        flattenedFields: [{ name: 'slides', type: 'array', flattenedFields: [{ name: 'image', type: 'upload', relationTo: 'media' }] }],
      },
      { slug: 'richText', flattenedFields: [{ name: 'content', type: 'richText' }] },
    ],
  },
] as unknown as FlattenedField[]

describe('referencesIn', () => {
  it('finds every relationship and upload value, in groups, blocks, array rows and rich text, with its field path', () => {
    const page = {
      tenant: 1,
      title: 'Home',
      meta: { image: { id: 5, url: '/media/a.jpg' } },
      layout: [
        { blockType: 'brandGrid', grid: 3 },
        { blockType: 'productGrid', pages: [8, { id: 9 }] },
        { blockType: 'imageSlider', slides: [{ image: 11 }, { image: null }] },
        {
          blockType: 'richText',
          content: {
            root: {
              children: [
                { type: 'paragraph', children: [{ type: 'link', fields: { doc: { relationTo: 'pages', value: 4 } } }] },
                { type: 'upload', relationTo: 'media', value: 12 },
              ],
            },
          },
        },
        { blockType: 'unknown', grid: 99 },
      ],
    }
    expect(referencesIn(fields, page)).toEqual([
      { path: 'tenant', collection: 'tenants', id: 1 },
      { path: 'meta.image', collection: 'media', id: 5 },
      { path: 'layout.0.grid', collection: 'brand-grids', id: 3 },
      { path: 'layout.1.pages', collection: 'store-pages', id: 8 },
      { path: 'layout.1.pages', collection: 'store-pages', id: 9 },
      { path: 'layout.2.slides.0.image', collection: 'media', id: 11 },
      { path: 'layout.3.content', collection: 'pages', id: 4 },
      { path: 'layout.3.content', collection: 'media', id: 12 },
    ])
  })

  it('finds nothing in a document without references, or in something that is not a document', () => {
    expect(referencesIn(fields, { title: 'x', layout: [] })).toEqual([])
    expect(referencesIn(fields, null)).toEqual([])
    expect(referencesIn(fields, { layout: 'not a list' })).toEqual([])
  })
})
